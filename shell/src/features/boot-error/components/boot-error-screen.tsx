import { Button, Notice, PageTitle } from '@museum/shared';
import { useTranslation } from 'react-i18next';

/** Shown instead of the shop when its configuration cannot be read: says so, and offers to try again. */
export function BootErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageTitle>{t('errors.bootTitle')}</PageTitle>
      <Notice
        tone="danger"
        actions={
          <Button variant="secondary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        <p>{t('errors.boot')}</p>
      </Notice>
    </main>
  );
}
