import { useCustomerStore, useSessionStore } from '@museum/shared';
import { loadPaymentTypes } from '@museum/shared/api';

/**
 * SPEC §4: logout clears the token, the customer, the user form and the logged-in state (which is the token);
 * the payment types change with it (SPEC §6: fewer without login).
 */
export async function logout(): Promise<void> {
  useSessionStore.getState().clearJwt();
  useCustomerStore.getState().clearCustomer();
  useCustomerStore.getState().clearUserForm();
  await loadPaymentTypes().catch(() => undefined);
}
