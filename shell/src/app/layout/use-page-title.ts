import {
  type RemoteName,
  type RouteHandle,
  selectSiteName,
  useConfigStore,
  useRemoteStatusStore,
} from '@museum/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router';

/** What the shell's own routes add to the remote contract's handle. */
export interface ShellRouteHandle extends RouteHandle {
  /** A placeholder of this remote: its status decides the title. */
  remote?: RemoteName;
  /** The page's title is the `title` of its loader data (a museum page), `titleKey` until it is there. */
  titleFromData?: boolean;
}

function isRouteHandle(handle: unknown): handle is ShellRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleKey === 'string'
  );
}

/** The deepest matched route that has a handle. */
function useCurrentMatch(): UIMatch<unknown, ShellRouteHandle> | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) return match as UIMatch<unknown, ShellRouteHandle>;
  }
  return null;
}

function titleOfData(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const title = (data as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() ? title.trim() : null;
}

/**
 * SPEC §1: after each navigation the title is "translated route title - site name" (or with a pipe). An error
 * view inside the layout names its own title (`override`).
 */
export function usePageTitle(override: string | null, pending = false): void {
  const { t, i18n } = useTranslation();
  const match = useCurrentMatch();
  const handle = match?.handle ?? null;
  const remoteFailed = useRemoteStatusStore((state) =>
    handle?.remote ? ['failed', 'incompatible'].includes(state.status[handle.remote] ?? 'idle') : false,
  );
  const siteName = useConfigStore((state) => selectSiteName(state, i18n.language));
  const separator = useConfigStore((state) => state.shop?.titleSeparator ?? '-');
  const dataTitle = handle?.titleFromData ? titleOfData(match?.loaderData) : null;
  useEffect(() => {
    // While the first page loads, its route is not resolved yet (a remote's placeholder would say "not found"):
    // the museum's name stands in, not index.html's untranslated title.
    if (pending) {
      document.title = siteName;
      return;
    }
    const titleKey = override ?? (remoteFailed ? 'common:titles.unavailable' : handle?.titleKey);
    const pageTitle = override ? t(override) : (dataTitle ?? (titleKey ? t(titleKey) : ''));
    document.title = pageTitle ? `${pageTitle} ${separator} ${siteName}` : siteName;
  }, [handle, remoteFailed, siteName, separator, t, override, dataTitle, pending]);
}
