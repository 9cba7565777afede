import { create } from 'zustand';
import { type Customer, customerSchema } from '../api/wire/customer.ts';
import { persistInSession } from './session-storage';

interface CustomerState {
  /** SPEC §3 "Customer", kept in session storage under `customer`. */
  customer: Customer | null;
  setCustomer: (customer: Customer) => void;
  clearCustomer: () => void;
}

export const useCustomerStore = create<CustomerState>()((set) => ({
  customer: null,
  setCustomer: (customer) => set({ customer }),
  clearCustomer: () => set({ customer: null }),
}));

export const customerPersistence = persistInSession(useCustomerStore, {
  key: 'customer',
  pick: ({ customer }) => ({ customer }),
  read: (saved) => {
    const parsed = customerSchema.safeParse(saved.customer);
    return parsed.success ? { customer: parsed.data } : null;
  },
});

/** SPEC §6: a registered customer (not a guest) with a token is the only one who sees the account menu. */
export const selectIsRegisteredUser = (state: CustomerState, jwt: string | null): boolean =>
  jwt !== null && state.customer !== null && !state.customer.isGuest;
