import { apiRequest, useCustomerStore, useSessionStore } from '@museum/shared';
import { loadPaymentTypes } from '@museum/shared/api';
import { customerSchema, jwtSchema } from '@museum/shared/wire';

/** MD5 is only needed when someone logs in: loaded then, not with every page. */
async function loadMd5(): Promise<(value: string) => string> {
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
  await loadPaymentTypes().catch(() => undefined);
}
