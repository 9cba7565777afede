import { Button, Notice, PageTitle, type RemoteName, Spinner } from '@museum/shared';
import { type ComponentType, createContext, lazy, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitleOverride } from '../lib/page-title-override';

// Views the start page never shows (errors, not found, a remote's placeholder) are chunks of their own: the
// JavaScript of /en/ is budgeted (issue 14). They come from the shell's own origin, which served this page.

/**
 * "Try again" of a view whose chunk did not come: asks for it anew (Deferred provides it), and whether this view
 * is such an attempt.
 */
const RetryView = createContext<{ retry: () => void; again?: boolean }>({
  retry: () => window.location.reload(),
});

const focusNow = (element: HTMLElement | null) => element?.focus();

/**
 * A view whose chunk cannot come (the connection is gone): said in the start page's own texts. Without it the
 * failed download was thrown past every error view (each of them a chunk that could not come either) and React
 * left the whole page empty, header and basket included. The basket is in session storage whatever happens.
 */
function ViewMissing() {
  const { t } = useTranslation();
  const { retry, again } = useContext(RetryView);
  usePageTitleOverride('common:titles.unavailable');
  return (
    <section data-view-missing="">
      <PageTitle>{t('remote.unavailableTitle')}</PageTitle>
      <Notice
        tone="warning"
        actions={
          <Button
            // A retry offline that failed again is a new view: its button takes the focus the last one had.
            ref={again ? focusNow : undefined}
            variant="secondary"
            // Online again: the page anew, everything at once (a remote's placeholder would want a second press).
            // Still offline: the view's chunk asked for again in the page, which keeps header and basket.
            onClick={() => (navigator.onLine ? window.location.reload() : retry())}
          >
            {t('remote.retry')}
          </Button>
        }
      >
        <p>
          {t('remote.unavailableLoad')} {t('remote.cartSafe')}
        </p>
      </Notice>
    </section>
  );
}

/** Where a lazy view's code comes from, and the lazy component the next place that shows it renders. */
interface ViewSource<Props> {
  next: ComponentType<Props>;
}

/**
 * A lazy view that resolves to ViewMissing when its chunk does not come, and is asked for again: at its "Try
 * again", and at the next place the view is shown (React keeps what a lazy resolved to, so a failed one is
 * replaced, or every later 404 or error page of the visit would say "unavailable").
 */
function viewSource<Props extends object>(load: () => Promise<ComponentType<Props>>): ViewSource<Props> {
  const source = {} as ViewSource<Props>;
  const attempt = (): ComponentType<Props> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          console.error('A view could not be loaded:', error instanceof Error ? error.message : error);
          source.next = attempt();
          return { default: ViewMissing as ComponentType<Props> };
        },
      ),
    );
  source.next = attempt();
  return source;
}

const notFoundPage = viewSource(() =>
  import('../features/errors/components/not-found-page').then((module) => module.NotFoundPage),
);
const routeError = viewSource(() =>
  import('../features/errors/components/route-error').then((module) => module.RouteError),
);
const shellErrorPage = viewSource(() =>
  import('../features/errors/components/shell-error-page').then((module) => module.ShellErrorPage),
);
const bootErrorScreen = viewSource(() =>
  import('../features/boot-error/components/boot-error-screen').then((module) => module.BootErrorScreen),
);
const remoteCrashed = viewSource(() =>
  import('./remotes/remote-crashed').then((module) => module.RemoteCrashed),
);
const remoteGate = viewSource(() => import('./remotes/remote-gate').then((module) => module.RemoteGate));
const remoteUnavailable = viewSource(() =>
  import('./remotes/remote-unavailable').then((module) => module.RemoteUnavailable),
);

/** A lazy view in its place: a spinner while its chunk comes, ViewMissing with "Try again" if it does not. */
function Deferred<Props extends object>({ source, props }: { source: ViewSource<Props>; props: Props }) {
  const [{ Current, again }, setCurrent] = useState(() => ({ Current: source.next, again: false }));
  return (
    <Suspense fallback={<Spinner />}>
      <RetryView.Provider value={{ retry: () => setCurrent({ Current: source.next, again: true }), again }}>
        <Current {...props} />
      </RetryView.Provider>
    </Suspense>
  );
}

/**
 * A lazy view the router renders: anew at each address (react-router keeps the element from one 404, or one
 * remote's placeholder, to the next, and with it a failed lazy the next address should ask for again).
 */
function RoutedDeferred<Props extends object>(view: { source: ViewSource<Props>; props: Props }) {
  return <Deferred key={useLocation().key} {...view} />;
}

export function NotFoundPage() {
  return <RoutedDeferred source={notFoundPage} props={{}} />;
}

export function RouteError() {
  return <RoutedDeferred source={routeError} props={{}} />;
}

export function ShellErrorPage() {
  return <RoutedDeferred source={shellErrorPage} props={{}} />;
}

export function BootErrorScreen({ onRetry }: { onRetry: () => void }) {
  return <Deferred source={bootErrorScreen} props={{ onRetry }} />;
}

export function RemoteCrashed({ remote }: { remote: RemoteName }) {
  return <RoutedDeferred source={remoteCrashed} props={{ remote }} />;
}

export function RemoteGate({ remote }: { remote: RemoteName }) {
  return <RoutedDeferred source={remoteGate} props={{ remote }} />;
}

export function RemoteUnavailable({
  remote,
  reason,
}: {
  remote: RemoteName;
  reason: 'load' | 'render' | 'incompatible';
}) {
  return <RoutedDeferred source={remoteUnavailable} props={{ remote, reason }} />;
}
