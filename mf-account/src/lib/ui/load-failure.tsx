import { Button, Notice } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

/** A page whose first data could not be loaded: a translated error with "Try again" (SPEC §8). */
export function LoadFailure() {
  const { t } = useTranslation('account');
  const revalidator = useRevalidator();
  return (
    <Notice
      tone="danger"
      actions={
        <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
          {t('page.retry')}
        </Button>
      }
    >
      {t('page.loadFailed')}
    </Notice>
  );
}
