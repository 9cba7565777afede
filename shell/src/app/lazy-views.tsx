import { Button, PageTitle, type RemoteName, Spinner } from '@museum/shared';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Views the start page never shows (errors, not found, a remote's placeholder) are chunks of their own: the
// JavaScript of /en/ is budgeted (issue 14). They come from the shell's own origin, which served this page.

/**
 * A view whose chunk cannot come (the connection is gone): said in the start page's own texts. Without it the
 * failed download was thrown past every error view (each of them a chunk that could not come either) and React
 * left the whole page empty, header and basket included. React keeps what a lazy view resolved to, so "Try
 * again" loads the page anew; the basket is in session storage.
 */
function ViewMissing() {
  const { t } = useTranslation();
  return (
    <section data-view-missing="">
      <PageTitle>{t('remote.unavailableTitle')}</PageTitle>
      <p>
        {t('remote.unavailableLoad')} {t('remote.cartSafe')}
      </p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('remote.retry')}
      </Button>
    </section>
  );
}

function view<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: ViewMissing as ComponentType<Props> }),
    ),
  );
}

const LazyNotFoundPage = view(() =>
  import('../features/errors/components/not-found-page').then((module) => module.NotFoundPage),
);
const LazyRouteError = view(() =>
  import('../features/errors/components/route-error').then((module) => module.RouteError),
);
const LazyShellErrorPage = view(() =>
  import('../features/errors/components/shell-error-page').then((module) => module.ShellErrorPage),
);
const LazyBootErrorScreen = view(() =>
  import('../features/boot-error/components/boot-error-screen').then((module) => module.BootErrorScreen),
);
const LazyRemoteCrashed = view(() =>
  import('./remotes/remote-crashed').then((module) => module.RemoteCrashed),
);
const LazyRemoteGate = view(() => import('./remotes/remote-gate').then((module) => module.RemoteGate));
const LazyRemoteUnavailable = view(() =>
  import('./remotes/remote-unavailable').then((module) => module.RemoteUnavailable),
);

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

export function NotFoundPage() {
  return (
    <Deferred>
      <LazyNotFoundPage />
    </Deferred>
  );
}

export function RouteError() {
  return (
    <Deferred>
      <LazyRouteError />
    </Deferred>
  );
}

export function ShellErrorPage() {
  return (
    <Deferred>
      <LazyShellErrorPage />
    </Deferred>
  );
}

export function BootErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Deferred>
      <LazyBootErrorScreen onRetry={onRetry} />
    </Deferred>
  );
}

export function RemoteCrashed({ remote }: { remote: RemoteName }) {
  return (
    <Deferred>
      <LazyRemoteCrashed remote={remote} />
    </Deferred>
  );
}

export function RemoteGate({ remote }: { remote: RemoteName }) {
  return (
    <Deferred>
      <LazyRemoteGate remote={remote} />
    </Deferred>
  );
}

export function RemoteUnavailable({
  remote,
  reason,
}: {
  remote: RemoteName;
  reason: 'load' | 'render' | 'incompatible';
}) {
  return (
    <Deferred>
      <LazyRemoteUnavailable remote={remote} reason={reason} />
    </Deferred>
  );
}
