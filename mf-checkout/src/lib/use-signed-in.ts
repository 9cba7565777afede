import { useCustomerStore, useSessionStore } from '@museum/shared';

/** SPEC §6: a customer or guest with a token may pay by card and direct debit. */
export function useSignedIn(): boolean {
  return useSessionStore((state) => state.jwt !== null);
}

/** The signed-in customer (or guest), if the shop has loaded them. */
export function useCustomer() {
  return useCustomerStore((state) => state.customer);
}
