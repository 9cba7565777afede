import { useCustomerStore } from '../../stores/customer-store';
import { useSessionStore } from '../../stores/session-store';
import { apiRequest } from '../client';
import { customerSchema, jwtSchema } from '../wire/customer.ts';
import { fetchPaymentTypes } from './checkout';

/** MD5 is only needed when someone logs in or changes a password: loaded then, not with every page. */
export async function loadMd5(): Promise<(value: string) => string> {
  const module = await import('blueimp-md5');
  return module.default;
}

/**
 * POST auth/login with the e-mail and the MD5 of the password (SPEC §5: hashed on login only). On success the
 * JWT is kept for the session and the customer and payment types are loaded (SPEC §4 "Login").
 * A 401/403 here means wrong credentials, not an expired session, so the caller handles it.
 */
export async function login(email: string, password: string): Promise<void> {
  const md5 = await loadMd5();
  const jwt = await apiRequest('post', 'auth/login', {
    body: { _u: email.trim(), _p: md5(password) },
    data: jwtSchema,
    handles: [401, 403, 422, 429],
  });
  useSessionStore.getState().setJwt(jwt);
  const customer = await apiRequest('get', 'customer', { data: customerSchema, withToken: true });
  useCustomerStore.getState().setCustomer(customer);
  await fetchPaymentTypes().catch(() => undefined);
}

/** SPEC §4: logout clears the token, the customer and the logged-in state. */
export async function logout(): Promise<void> {
  useSessionStore.getState().clearJwt();
  useCustomerStore.getState().clearCustomer();
  await fetchPaymentTypes().catch(() => undefined);
}
