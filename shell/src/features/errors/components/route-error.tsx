import { getSupportEmail, isApiFailure, Notice, PageTitle } from '@museum/shared';
import { RetryButton } from '@museum/shared/route-code';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitleOverride } from '../../../lib/page-title-override';
import { NotFoundPage } from './not-found-page';

/** An error of a shell page, shown inside the layout: not found for a 404, else the internal-error notice. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <InternalErrorNotice error={error} />;
}

/**
 * SPEC §2: the internal-server-error notice with a contact instruction, and a way to try again (the page's
 * data is requested anew: an API that did not answer in time may answer now).
 */
export function InternalErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  usePageTitleOverride('common:titles.error');
  useEffect(() => {
    // The kind of failure only: API errors carry no URL (the token travels in it), others their message.
    console.error(
      'A page failed',
      isApiFailure(error) ? error.name : error instanceof Error ? error.message : error,
    );
  }, [error]);
  return (
    <section data-page="error">
      <PageTitle>{t('errors.internalTitle')}</PageTitle>
      <Notice tone="danger" actions={<RetryButton>{t('remote.retry')}</RetryButton>}>
        <p>{t('errors.internal', { email: getSupportEmail() })}</p>
      </Notice>
    </section>
  );
}
