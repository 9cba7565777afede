import {
  changeInterfaceLanguage,
  configureApi,
  href,
  hydrateStores,
  initI18n,
  isLanguage,
  type Language,
  selectLanguages,
  setTextOverrides,
  setUnauthorizedHandler,
  useConfigStore,
  useVisitStore,
} from '@museum/shared';
import {
  ensureMetaData,
  getRemoteConfig,
  loadPaymentTypes,
  loadShopConfig,
  loadStaticContent,
  restoreCustomer,
} from '@museum/shared/api';
import { returnToFor, withReturnTo } from '@museum/shared/domain';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { preloadFirstBanner } from '../features/home/preload-first-banner';
import { BootErrorScreen } from './lazy-views';
import { installIntentPreload } from './navigation/intent-preload';
import { installNavigationMarker } from './navigation/navigation-marker';
import { loadRouteCode, remoteOfPath } from './navigation/route-code';
import { installRouteGuard } from './navigation/route-guard';
import { installScrollRestoration } from './navigation/scroll-restoration';
import { installViewportClasses } from './navigation/viewport-classes';
import { loadRemoteModule, registerShopRemotes } from './remotes/remote-loader';
import { type AppRouter, createAppRouter } from './router';
import { applyTheme } from './theme';

/** The language of the landing URL, else the one stored for this session, else English (SPEC §1). */
function bootLanguage(): Language {
  const [first] = window.location.pathname.split('/').filter(Boolean);
  if (isLanguage(first)) return first;
  return useVisitStore.getState().language ?? 'en';
}

/**
 * Once the museum's languages are known: the page's language, so that everything requested after start-up
 * (customer, payment types, meta data) already comes in it.
 */
function landingLanguage(): Language {
  const configured = selectLanguages(useConfigStore.getState());
  const [first] = window.location.pathname.split('/').filter(Boolean);
  if (isLanguage(first) && configured.includes(first)) return first;
  const stored = useVisitStore.getState().language;
  if (stored && configured.includes(stored)) return stored;
  const preferred = useConfigStore.getState().remote?.prefered_language;
  if (isLanguage(preferred) && configured.includes(preferred)) return preferred;
  return configured[0] ?? 'de';
}

/** The landing URL is the home page (`/`, redirected to the language's, or `/{lang}/`). */
function landsOnHome(): boolean {
  const segments = window.location.pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && isLanguage(segments[0]));
}

/** SPEC §1: the `partner` query parameter of the landing URL is read and stored for the payment. */
function rememberPartner(): void {
  const partner = new URLSearchParams(window.location.search).get('partner');
  if (partner && /^[\w-]{1,64}$/.test(partner)) useVisitStore.getState().setPartner(partner);
}

/**
 * SPEC §8: a 401/403 sends the visitor to login with `fromUnauthorized=true`, unless they are there already;
 * `returnTo` brings them back to the page they were on, or were going to when a page's loader was refused
 * (the settings of a customer whose session has ended).
 */
function sendToLogin(router: AppRouter): void {
  const { location, navigation } = router.state;
  const [first] = location.pathname.split('/').filter(Boolean);
  const language = isLanguage(first) ? first : (useVisitStore.getState().language ?? landingLanguage());
  const loginPath = href('login', {}, language);
  if (location.pathname === loginPath || navigation.location?.pathname === loginPath) return;
  const returnTo = returnToFor(navigation.location ?? location, window.location.origin);
  void router.navigate(withReturnTo(`${loginPath}?fromUnauthorized=true`, returnTo));
}

/** Resolves once the browser has painted the next frame (a frame, then a task after it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Banners, cookie text and social links are part of the first picture, but never worth more than this wait. */
const STATIC_CONTENT_GRACE_MS = 1500;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * How long after the landing page's code and data: the router is idle before React has rendered the page (a
 * transition, in slices), and a phone paints it, and fetches the pictures it shows, well after that.
 */
const PREFETCH_DELAY_MS = 1000;

/**
 * Resolves PREFETCH_DELAY_MS after the landing page's code and data are there (or its fallback: every request
 * on the way has a timeout). What the shell fetches for later pages (payment types, meta data) then no longer
 * shares a phone's slow line with the landing page (issue 14): sent with the frame's first picture, they came
 * before the remote's page, and Lighthouse counted them into the largest paint of pages whose largest paint is
 * the shell's (cookie notice, first banner).
 */
function afterLandingPage(router: AppRouter): Promise<void> {
  const landed = new Promise<void>((resolve) => {
    const check = () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
      stop();
      resolve();
    };
    const stop = router.subscribe(check);
    check();
  });
  return landed.then(() => new Promise((resolve) => setTimeout(resolve, PREFETCH_DELAY_MS)));
}

/**
 * SPEC §1 start-up: the deploy configuration, then the museum's remote configuration, and only then the
 * application; afterwards the saved session is restored and payment types and meta data load. Everything
 * that does not depend on the step before runs beside it (issue 14: no waterfall a parallel request could
 * replace): the language's texts load with shop.config.json (which index.html preloads); the remote
 * configuration, the static content (banners and cookie text, so that they are in the first picture instead
 * of pushing it down later) and the landing page's remote load together.
 */
export async function boot(root: Root): Promise<void> {
  hydrateStores();
  rememberPartner();
  installViewportClasses();
  // SPEC §1: the museum's own wording, chosen at build time, before the first texts load.
  const overrides = import.meta.env.MUSEUM_TEXT_OVERRIDES;
  if (overrides) setTextOverrides(overrides);
  const guessed = bootLanguage();
  const texts = initI18n(guessed);
  try {
    const shopConfig = await loadShopConfig();
    applyTheme(shopConfig.theme);
    registerShopRemotes(shopConfig.remotes);
    configureApi({
      baseUrl: shopConfig.api,
      supportEmail: shopConfig.supportEmail,
      timeoutMs: shopConfig.requestTimeoutMs,
    });
    useConfigStore.getState().setShopConfig(shopConfig);
    // The landing page's remote, and then the page's own code, start loading with the boot. A failure is shown
    // by the page when it is reached; loading early only saves the wait.
    const landing = remoteOfPath(window.location.pathname);
    if (landing)
      void loadRemoteModule(landing.remote)
        .then((module) => loadRouteCode(module, landing.below))
        .catch(() => undefined);
    const content = loadStaticContent();
    // The home page's largest paint is its first banner: it downloads while the page renders.
    if (landsOnHome()) void content.then(() => preloadFirstBanner(guessed));
    const [remoteConfig] = await Promise.all([getRemoteConfig(), texts]);
    useConfigStore.getState().setRemoteConfig(remoteConfig);
    const language = landingLanguage();
    const switched = changeInterfaceLanguage(language);
    // The content was asked beside the configuration, in the boot's language. An address without one (`/`)
    // lands in the museum's preferred language instead: the cookie notice and banners are asked again in it.
    const inLanguage =
      language === guessed ? content : Promise.all([switched, content]).then(() => loadStaticContent(true));
    await Promise.all([switched, settledWithin(inLanguage, STATIC_CONTENT_GRACE_MS)]);
  } catch (error) {
    console.error('The shop could not start', error instanceof Error ? error.message : error);
    await texts.catch(() => undefined);
    root.render(<BootErrorScreen onRetry={() => window.location.reload()} />);
    return;
  }
  // What the first picture waited for ends here; e2e/tests/budget.spec.ts counts the requests before it.
  performance.mark('museum:boot-ready');
  const router = createAppRouter();
  setUnauthorizedHandler(() => sendToLogin(router));
  installNavigationMarker(router);
  installRouteGuard(router);
  installScrollRestoration(router);
  installIntentPreload();
  // The first render is not a transition. Until the router knows the page, it renders only the frame (the
  // hydrate fallback), which is small; the page itself follows as the router's own update, which react-router
  // wraps in a transition, so React renders it in slices. Started inside a transition, the frame became part of
  // the same pending transition as the page and was held back until the remote's code and texts had arrived:
  // on /en/tickets the first picture came at 1,040 ms instead of 480 ms here, and Lighthouse's LCP was 1 s later.
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // After the first picture: nothing of it waits for the session, the payment types or the meta data.
  await afterNextPaint();
  // The tag manager's loader is a chunk of its own, fetched only where a container is configured.
  const tagManagerId = useConfigStore.getState().shop?.analytics.tagManagerId;
  if (tagManagerId)
    void import('../features/tag-manager/tag-manager').then(({ loadTagManagerOnConsent }) =>
      loadTagManagerOnConsent(tagManagerId),
    );
  await restoreCustomer();
  // For later pages; a page that needs them asks for them itself (the checkout, a booking page's clock), and
  // what a landing checkout has loaded is not asked for again.
  await afterLandingPage(router);
  const { paymentTypes } = useConfigStore.getState();
  await Promise.allSettled([paymentTypes.length > 0 || loadPaymentTypes(), ensureMetaData()]);
}
