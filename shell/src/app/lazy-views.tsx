import { Spinner } from '@museum/shared';
import { type ComponentType, lazy, Suspense } from 'react';

// Views the start page never shows (errors, not found, a remote's placeholder) are chunks of their own: the
// JavaScript of /en/ is budgeted (issue 14). They come from the shell's own origin, which served this page.

function lazyView<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return function LazyView(props: Props) {
    return (
      <Suspense fallback={<Spinner />}>
        <View {...props} />
      </Suspense>
    );
  };
}

export const NotFoundPage = lazyView(() =>
  import('../features/errors/components/not-found-page').then((module) => module.NotFoundPage),
);
export const RouteError = lazyView(() =>
  import('../features/errors/components/route-error').then((module) => module.RouteError),
);
export const ShellErrorPage = lazyView(() =>
  import('../features/errors/components/shell-error-page').then((module) => module.ShellErrorPage),
);
export const BootErrorScreen = lazyView(() =>
  import('../features/boot-error/components/boot-error-screen').then((module) => module.BootErrorScreen),
);
export const RemoteCrashed = lazyView(() =>
  import('./remotes/remote-crashed').then((module) => module.RemoteCrashed),
);
export const RemoteGate = lazyView(() => import('./remotes/remote-gate').then((module) => module.RemoteGate));
export const RemoteUnavailable = lazyView(() =>
  import('./remotes/remote-unavailable').then((module) => module.RemoteUnavailable),
);
