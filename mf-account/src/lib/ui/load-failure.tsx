import { Notice } from '@museum/shared';
import { RetryButton } from '@museum/shared/route-code';
import { useTranslation } from 'react-i18next';

/** A page whose first data could not be loaded: a translated error with "Try again" (SPEC §8). */
export function LoadFailure() {
  const { t } = useTranslation('account');
  return (
    <Notice tone="danger" actions={<RetryButton>{t('page.retry')}</RetryButton>}>
      {t('page.loadFailed')}
    </Notice>
  );
}
