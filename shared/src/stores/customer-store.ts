import { z } from 'zod/mini';
import { create } from 'zustand';
import { type Customer, customerSchema } from '../api/wire/customer-record.ts';
import type { CustomerDraft } from '../domain/account/customer-form';
import { persistInSession } from './session-storage';

interface CustomerState {
  /** SPEC §3 "Customer", kept in session storage under `customer`. */
  customer: Customer | null;
  /**
   * SPEC §3/§4 "user form": what the visitor typed into registration or guest registration (never a
   * password), kept for the session so that nothing typed is lost on a failed request, a reload or a detour;
   * the checkout reads its country for shipping. Logout clears it.
   */
  userForm: CustomerDraft | null;
  setCustomer: (customer: Customer) => void;
  clearCustomer: () => void;
  setUserForm: (form: CustomerDraft) => void;
  clearUserForm: () => void;
}

export const useCustomerStore = create<CustomerState>()((set) => ({
  customer: null,
  userForm: null,
  setCustomer: (customer) => set({ customer }),
  clearCustomer: () => set({ customer: null }),
  setUserForm: (userForm) => set({ userForm }),
  clearUserForm: () => set({ userForm: null }),
}));

/** A saved draft is read back only in its exact shape, every text bounded (it fills a form). */
const text = z.string().check(z.maxLength(254));
const addressSchema = z.object({ name: text, street: text, zip: text, city: text, country: text });
const userFormSchema = z.object({
  email: text,
  emailConfirm: text,
  salutation: text,
  fname: text,
  lname: text,
  company: text,
  phone: text,
  street: text,
  zip: text,
  city: text,
  country: text,
  sendInvoice: z.boolean(),
  sameAsBilling: z.boolean(),
  shipping: addressSchema,
});

export const customerPersistence = persistInSession(useCustomerStore, {
  key: 'customer',
  pick: ({ customer, userForm }) => ({ customer, userForm }),
  read: (saved) => {
    const customer = customerSchema.safeParse(saved.customer);
    const userForm = userFormSchema.safeParse(saved.userForm);
    return {
      customer: customer.success ? customer.data : null,
      userForm: userForm.success ? userForm.data : null,
    };
  },
});

/** SPEC §6: a registered customer (not a guest) with a token is the only one who sees the account menu. */
export const selectIsRegisteredUser = (state: CustomerState, jwt: string | null): boolean =>
  jwt !== null && state.customer !== null && !state.customer.isGuest;

/** SPEC §3 `isGuest`: a visitor who registered as a guest (SPEC §6) and holds the guest's token. */
export const selectIsGuest = (state: CustomerState, jwt: string | null): boolean =>
  jwt !== null && state.customer?.isGuest === true;
