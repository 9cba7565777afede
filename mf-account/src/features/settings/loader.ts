import { ApiError, isApiFailure, restoreSavedSession, useSessionStore } from '@museum/shared';
import { getCustomerAttributes, loadCustomer } from '@museum/shared/api';
import type { Customer, CustomerAttr } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';

export type SettingsData =
  | { status: 'ready'; customer: Customer; attr: CustomerAttr }
  | { status: 'loginRequired' }
  | { status: 'failed' };

/**
 * SPEC §2 `/…/settings`: login required (SPEC §6: some pages show a notice otherwise). The customer is loaded
 * fresh (and saved for the session); a refused token goes to login with `fromUnauthorized=true` (SPEC §8, the
 * client's global handling) and back here after login.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SettingsData> {
  // Opened directly, this page may load before the shell has restored the saved session.
  restoreSavedSession();
  if (!useSessionStore.getState().jwt) return { status: 'loginRequired' };
  try {
    const [customer, attr] = await Promise.all([
      loadCustomer(request.signal),
      getCustomerAttributes(request.signal),
    ]);
    return { status: 'ready', customer, attr };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      return { status: 'loginRequired' };
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
