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

/**
 * Saves a customer the API answered to a request made with `token`, only while that is still the session's
 * token (as loadPaymentTypes keeps only its own token's answer): an answer that arrives after a logout, or after
 * a sign-in as someone else, would otherwise bring back personal data the visitor has just cleared. Answers
 * whether it was saved.
 */
export function saveCustomerOf(token: string | null, customer: Customer): boolean {
  if (useSessionStore.getState().jwt !== token) return false;
  useCustomerStore.getState().setCustomer(customer);
  return true;
}

/** SPEC §4 "Customer": loaded from the server and saved in the session (login, registration, settings). */
export async function loadCustomer(signal?: AbortSignal): Promise<Customer> {
  const token = useSessionStore.getState().jwt;
  const customer = await getCustomer(signal);
  saveCustomerOf(token, customer);
  return customer;
}

/**
 * SPEC §1/§4: after start-up the saved token and customer are restored; with a token but no saved customer,
 * the customer is loaded from the server. An expired token ends the session quietly instead of sending the
 * visitor to the login page. A session that changed meanwhile (logout, another login) is left as it is.
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
    saveCustomerOf(jwt, customer);
  } catch {
    if (useSessionStore.getState().jwt !== jwt) return;
    clearJwt();
    useCustomerStore.getState().clearCustomer();
  }
}
