import { type RemoteName, Spinner, useRemoteStatusStore } from '@museum/shared';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * Matches a remote's paths until its own routes are patched in. Once the remote is loaded, a path that still
 * lands here is one the remote does not know: not found.
 */
export function RemoteGate({ remote }: { remote: RemoteName }) {
  const status = useRemoteStatusStore((state) => state.status[remote] ?? 'idle');
  if (status === 'failed') return <RemoteUnavailable remote={remote} reason="load" />;
  if (status === 'incompatible') return <RemoteUnavailable remote={remote} reason="incompatible" />;
  if (status === 'ready') return <NotFoundPage />;
  return <Spinner />;
}
