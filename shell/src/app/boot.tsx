import {
  changeInterfaceLanguage,
  configureApi,
  href,
  hydrateStores,
  initI18n,
  isLanguage,
  type Language,
  selectLanguages,
  setUnauthorizedHandler,
  useConfigStore,
  useVisitStore,
} from '@museum/shared';
import {
  getRemoteConfig,
  loadMetaData,
  loadPaymentTypes,
  loadShopConfig,
  loadStaticContent,
  restoreCustomer,
} from '@museum/shared/api';
import { returnToFor, withReturnTo } from '@museum/shared/domain';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { BootErrorScreen } from '../features/boot-error/components/boot-error-screen';
import { installRouteGuard } from './navigation/route-guard';
import { installScrollRestoration } from './navigation/scroll-restoration';
import { installViewportClasses } from './navigation/viewport-classes';
import { registerShopRemotes } from './remotes/federation';
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

/**
 * SPEC §1 start-up, in order: deploy configuration and remotes, then the museum's remote configuration, and
 * only then the application; afterwards the saved session is restored and payment types and meta data load.
 */
export async function boot(root: Root): Promise<void> {
  hydrateStores();
  rememberPartner();
  installViewportClasses();
  await initI18n(bootLanguage());
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
    useConfigStore.getState().setRemoteConfig(await getRemoteConfig());
    await changeInterfaceLanguage(landingLanguage());
  } catch (error) {
    console.error('The shop could not start', error instanceof Error ? error.message : error);
    root.render(<BootErrorScreen onRetry={() => window.location.reload()} />);
    return;
  }
  const router = createAppRouter();
  setUnauthorizedHandler(() => sendToLogin(router));
  installRouteGuard(router);
  installScrollRestoration(router);
  // Banners, cookie text and social links: wanted on every page, but never worth holding the page back for.
  void loadStaticContent();
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  await restoreCustomer();
  await Promise.allSettled([loadPaymentTypes(), loadMetaData()]);
}
