import { cartPersistence } from './cart-store';
import { cookieConsentPersistence } from './cookie-consent-store';
import { customerPersistence } from './customer-store';
import { routeGuardPersistence } from './route-guard-store';
import { sessionPersistence } from './session-store';
import { visitPersistence } from './visit-store';

/** Reads the stores' session-storage copies (DESIGN §3: the shell hydrates them at boot; remotes only use them). */
export function hydrateStores(): void {
  visitPersistence.hydrate();
  cartPersistence.hydrate();
  cookieConsentPersistence.hydrate();
  routeGuardPersistence.hydrate();
}

/** SPEC §1: after the application is shown, the saved login token and saved customer are restored. */
export function restoreSavedSession(): void {
  sessionPersistence.hydrate();
  customerPersistence.hydrate();
}
