import { getSupportEmail, isApiFailure, Notice, PageTitle } from '@museum/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitleOverride } from '../../../app/layout/page-title-context';
import { NotFoundPage } from '../../not-found/components/not-found-page';

/** An error of a shell page, shown inside the layout: not found for a 404, else the internal-error notice. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <InternalErrorNotice error={error} />;
}

/** SPEC §2: the internal-server-error notice with a contact instruction. */
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
      <Notice tone="danger">
        <p>{t('errors.internal', { email: getSupportEmail() })}</p>
      </Notice>
    </section>
  );
}
