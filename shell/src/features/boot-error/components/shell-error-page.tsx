import { getSupportEmail, Notice, PageTitle } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../not-found/components/not-found-page';

/** SPEC §2: the internal-server-error notice with a contact instruction, for errors outside any remote. */
export function ShellErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" tabIndex={-1} style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <PageTitle>{t('errors.internalTitle')}</PageTitle>
      <Notice tone="danger">
        <p>{t('errors.internal', { email: getSupportEmail() })}</p>
      </Notice>
    </main>
  );
}
