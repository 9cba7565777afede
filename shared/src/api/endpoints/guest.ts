import { apiRequest } from '@museum/shared';
import { type CustomerInput, jwtSchema } from '../wire/customer.ts';

/**
 * POST auth/guest with the guest's billing information, invoice choice and optional shipping address (SPEC §7);
 * answers the guest's JWT (SPEC §6). 422 carries field errors, or GUEST_REGISTRATION_DISABLED. The guest form
 * (mf-account) and the order review's guest offer (mf-checkout) both register this way.
 */
export function registerGuest(c: CustomerInput): Promise<string> {
  return apiRequest('post', 'auth/guest', { body: { c }, data: jwtSchema, handles: [422] });
}
