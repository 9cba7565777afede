import { useCartStore } from './cart-store';
import { useCookieConsentStore } from './cookie-consent-store';
import { useRouteGuardStore } from './route-guard-store';
import { useVisitStore } from './visit-store';

/**
 * Reads the stores' session-storage copies (DESIGN §3: the shell hydrates them at boot; remotes only use them).
 * Stores are created with `skipHydration` so that importing @museum/shared never touches storage by itself.
 */
export function hydrateStores(): void {
  void useVisitStore.persist.rehydrate();
  void useCartStore.persist.rehydrate();
  void useCookieConsentStore.persist.rehydrate();
  void useRouteGuardStore.persist.rehydrate();
}
