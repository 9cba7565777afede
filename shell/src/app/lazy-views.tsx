import { type RemoteName, Spinner } from '@museum/shared';
import { lazy, type ReactNode, Suspense } from 'react';

// Views the start page never shows (errors, not found, a remote's placeholder) are chunks of their own: the
// JavaScript of /en/ is budgeted (issue 14). They come from the shell's own origin, which served this page.

const LazyNotFoundPage = lazy(() =>
  import('../features/errors/components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const LazyRouteError = lazy(() =>
  import('../features/errors/components/route-error').then((module) => ({ default: module.RouteError })),
);
const LazyShellErrorPage = lazy(() =>
  import('../features/errors/components/shell-error-page').then((module) => ({
    default: module.ShellErrorPage,
  })),
);
const LazyBootErrorScreen = lazy(() =>
  import('../features/boot-error/components/boot-error-screen').then((module) => ({
    default: module.BootErrorScreen,
  })),
);
const LazyRemoteCrashed = lazy(() =>
  import('./remotes/remote-crashed').then((module) => ({ default: module.RemoteCrashed })),
);
const LazyRemoteGate = lazy(() =>
  import('./remotes/remote-gate').then((module) => ({ default: module.RemoteGate })),
);
const LazyRemoteUnavailable = lazy(() =>
  import('./remotes/remote-unavailable').then((module) => ({ default: module.RemoteUnavailable })),
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
