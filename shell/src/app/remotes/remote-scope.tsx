import type { RemoteName } from '@museum/shared';
import { Outlet } from 'react-router';

/** The pathless parent of a remote's routes; marks the region so styles and tests can find the remote. */
export function RemoteScope({ remote }: { remote: RemoteName }) {
  return (
    <div data-remote={remote}>
      <Outlet />
    </div>
  );
}
