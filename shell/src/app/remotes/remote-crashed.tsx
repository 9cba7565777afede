import type { RemoteName } from '@museum/shared';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { isDownloadFailure } from './download-failure';
import { RemoteUnavailable } from './remote-unavailable';

/** Error boundary of one remote's pages: its crash never reaches the shell's layout. */
export function RemoteCrashed({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const reason = isDownloadFailure(error) ? 'load' : 'render';
  useEffect(() => {
    if (!notFound)
      console.error(
        reason === 'load'
          ? `Remote ${remote} could not be loaded`
          : `Remote ${remote} failed while rendering`,
        error instanceof Error ? error.message : error,
      );
  }, [error, notFound, reason, remote]);
  if (notFound) return <NotFoundPage />;
  return <RemoteUnavailable remote={remote} reason={reason} />;
}
