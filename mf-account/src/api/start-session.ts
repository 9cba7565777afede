import { useSessionStore } from '@museum/shared';
import { loadCustomer, loadPaymentTypes } from '@museum/shared/api';

/**
 * SPEC §4 "Login" (and registration, guest registration, recovery, which also answer a JWT): the JWT is kept
 * in session storage, the customer is loaded and saved, and the payment types are loaded again (more are
 * offered to a customer, SPEC §6). Payment types that fail to load keep the old list: the login stands.
 */
export async function startSession(jwt: string): Promise<void> {
  useSessionStore.getState().setJwt(jwt);
  await loadCustomer();
  await loadPaymentTypes().catch(() => undefined);
}
