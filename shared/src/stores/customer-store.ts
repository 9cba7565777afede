import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Customer } from '../api/wire/customer.ts';
import { sessionJsonStorage } from './session-storage';

interface CustomerState {
  /** SPEC §3 "Customer", kept in session storage under `customer`. */
  customer: Customer | null;
  setCustomer: (customer: Customer) => void;
  clearCustomer: () => void;
}

export const useCustomerStore = create<CustomerState>()(
  persist(
    (set) => ({
      customer: null,
      setCustomer: (customer) => set({ customer }),
      clearCustomer: () => set({ customer: null }),
    }),
    {
      name: 'customer',
      storage: sessionJsonStorage(),
      skipHydration: true,
      partialize: ({ customer }) => ({ customer }) as CustomerState,
    },
  ),
);

/** SPEC §6: a registered customer (not a guest) with a token is the only one who sees the account menu. */
export const selectIsRegisteredUser = (state: CustomerState, jwt: string | null): boolean =>
  jwt !== null && state.customer !== null && !state.customer.isGuest;
