import { apiRequest } from '@museum/shared';
import { type CustomerInput, jwtSchema } from '@museum/shared/wire';

/**
 * POST customer/register with the `c` object (SPEC §7; the clear password, SPEC §5 hashes on login only).
 * Answers the new customer's JWT; 422 carries the field errors, or REGISTRATION_DISABLED.
 */
export function registerCustomer(c: CustomerInput): Promise<string> {
  return apiRequest('post', 'customer/register', { body: { c }, data: jwtSchema, handles: [422] });
}
