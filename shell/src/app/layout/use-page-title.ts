import {
  type RemoteName,
  type RouteHandle,
  selectSiteName,
  useConfigStore,
  useRemoteStatusStore,
} from '@museum/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** A shell placeholder's handle also names the remote whose status decides the title. */
export interface ShellRouteHandle extends RouteHandle {
  remote?: RemoteName;
}

function isRouteHandle(handle: unknown): handle is ShellRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleKey === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function useCurrentHandle(): ShellRouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** SPEC §1: after each navigation the title is "translated route title - site name" (or with a pipe). */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const handle = useCurrentHandle();
  const remoteFailed = useRemoteStatusStore((state) =>
    handle?.remote ? state.status[handle.remote] === 'failed' : false,
  );
  const siteName = useConfigStore((state) => selectSiteName(state, i18n.language));
  const separator = useConfigStore((state) => state.shop?.titleSeparator ?? '-');
  useEffect(() => {
    const titleKey = remoteFailed ? 'common:titles.unavailable' : handle?.titleKey;
    const pageTitle = titleKey ? t(titleKey) : '';
    document.title = pageTitle ? `${pageTitle} ${separator} ${siteName}` : siteName;
  }, [handle, remoteFailed, siteName, separator, t]);
}
