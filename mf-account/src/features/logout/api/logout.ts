import { useCustomerStore, useSessionStore } from '@museum/shared';
import { loadPaymentTypes } from '@museum/shared/api';

/** SPEC §4: logout clears the token, the customer and the logged-in state; the payment types change with it. */
export async function logout(): Promise<void> {
  useSessionStore.getState().clearJwt();
  useCustomerStore.getState().clearCustomer();
  await loadPaymentTypes().catch(() => undefined);
}
