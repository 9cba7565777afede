import type { WaitTime } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';

/**
 * The lock-out of a 429 (too many wrong passwords from this browser, api/README.md "Login limits") explained
 * with its wait, or "wait a moment" when the API did not say how long.
 */
export function useLockMessage(): (wait: WaitTime | null) => string {
  const { t } = useTranslation('account');
  return (wait) => (wait ? t(`lock.${wait.unit}`, { count: wait.count }) : t('lock.moment'));
}
