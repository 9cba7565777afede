import { apiRequest, restoreSavedSession, useCustomerStore, useSessionStore } from '@museum/shared';
import { type Customer, type CustomerAttr, customerAttrSchema, customerSchema } from '../wire/customer.ts';

/** GET customer?_: the logged-in customer's data. */
export function getCustomer(signal?: AbortSignal): Promise<Customer> {
  return apiRequest('get', 'customer', { data: customerSchema, withToken: true, signal });
}

/**
 * GET customer/attr: countries, salutations, and which fields of the customer form are visible and required
 * (SPEC §3). The account forms and the checkout (shipping country) read it.
 */
export function getCustomerAttributes(signal?: AbortSignal): Promise<CustomerAttr> {
  return apiRequest('get', 'customer/attr', { data: customerAttrSchema, signal });
}

/** SPEC §4 "Customer": loaded from the server and saved in the session (login, registration, settings). */
export async function loadCustomer(signal?: AbortSignal): Promise<Customer> {
  const customer = await getCustomer(signal);
  useCustomerStore.getState().setCustomer(customer);
  return customer;
}

/**
 * SPEC §1/§4: after start-up the saved token and customer are restored; with a token but no saved customer,
 * the customer is loaded from the server. An expired token ends the session quietly instead of sending the
 * visitor to the login page.
 */
export async function restoreCustomer(): Promise<void> {
  restoreSavedSession();
  const { jwt, clearJwt } = useSessionStore.getState();
  if (!jwt || useCustomerStore.getState().customer) return;
  try {
    const customer = await apiRequest('get', 'customer', {
      data: customerSchema,
      withToken: true,
      handles: [401, 403],
    });
    useCustomerStore.getState().setCustomer(customer);
  } catch {
    clearJwt();
    useCustomerStore.getState().clearCustomer();
  }
}
