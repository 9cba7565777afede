// Test fixtures of mf-account's component tests: what the demo museum API answers (api/README.md "Accounts").
import { useCustomerStore, useSessionStore } from '@museum/shared';
import type { Customer, CustomerAttr } from '@museum/shared/wire';

/** customer/attr of the demo museum: every field visible, company and phone optional. */
export const customerAttr: CustomerAttr = {
  countries: [
    { key: 'DE', name: 'Germany' },
    { key: 'AT', name: 'Austria' },
    { key: 'BE', name: 'Belgium' },
  ],
  salutations: [
    { key: 'ms', name: 'Ms' },
    { key: 'mr', name: 'Mr' },
    { key: 'mx', name: 'Mx' },
  ],
  required_fields: ['email', 'password', 'salutation', 'fname', 'lname', 'street', 'zip', 'city', 'country'],
  visible_fields: [
    'email',
    'password',
    'salutation',
    'fname',
    'lname',
    'company',
    'phone',
    'street',
    'zip',
    'city',
    'country',
  ],
};

export const anna: Customer = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Schmidt',
  email: 'anna.schmidt@example.com',
  phone: '+49 30 1234567',
  company: '',
  addrBilling: { name: 'Anna Schmidt', street: 'Lindenallee 3', zip: '10115', city: 'Berlin', country: 'DE' },
  addrShipping: { id: 1, name: 'Anna Schmidt', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' },
  isGuest: false,
  send_invoice: true,
};

export const guestCustomer: Customer = {
  ...anna,
  fname: 'Gil',
  lname: 'Guest',
  email: 'gil.guest@example.org',
  addrBilling: { ...anna.addrBilling, name: 'Gil Guest' },
  addrShipping: null,
  isGuest: true,
};

/** A JWT of the API's shape (three base64url parts); the fake API decides what it means. */
export const jwt = (name: string) => `eyJhbGciOiJIUzI1NiJ9.${name}.c2lnbmF0dXJl`;

/** A visitor who is logged in already (the shell restored the session). */
export function signIn(customer: Customer, token = jwt('anna')): void {
  useSessionStore.getState().setJwt(token);
  useCustomerStore.getState().setCustomer(customer);
}

/** The JSON body a request carried. */
export async function bodyOf<T = Record<string, unknown>>(request: Request): Promise<T> {
  return (await request.clone().json()) as T;
}

/**
 * The API's 429 for a client that has had its share (api/README.md "Login limits", "Password-reset limits"), with
 * the wait in Retry-After, which CORS exposes to the shop as the real API does.
 */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ error: 'AUTH_TOO_MANY_ATTEMPTS' }), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': String(retryAfterSeconds),
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Retry-After',
    },
  });
}
