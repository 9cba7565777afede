/**
 * Issue 14: a remote's entry and first page load when the visitor shows intent, a pointer over or focus on a
 * link into it (a finger's touch too), so the click finds them there. Each path once per page load; failures
 * are left to the navigation, which shows them.
 */
export function installIntentPreload(): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || started.has(url.pathname)) return;
    started.add(url.pathname);
    // The preloading code is a chunk of its own: the start page carries only these listeners.
    void import('./preload-remote-page')
      .then(({ preloadRemotePage }) => preloadRemotePage(url.pathname))
      .catch(() => undefined);
  };
  const options = { passive: true, capture: true } as const;
  document.addEventListener('pointerover', onIntent, options);
  document.addEventListener('focusin', onIntent, options);
  document.addEventListener('touchstart', onIntent, options);
  return () => {
    document.removeEventListener('pointerover', onIntent, options);
    document.removeEventListener('focusin', onIntent, options);
    document.removeEventListener('touchstart', onIntent, options);
  };
}
