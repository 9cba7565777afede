import { apiRequest } from '@museum/shared';
import { type CustomerAttr, customerAttrSchema } from '@museum/shared/wire';

/**
 * GET customer/attr (SPEC §7): the countries a pass can be sent to (name and key, in the page's language). The
 * API accepts only these keys in an owner's address. The other attributes are the registration form's.
 */
export async function getCountries(signal?: AbortSignal): Promise<CustomerAttr['countries']> {
  const attributes = await apiRequest('get', 'customer/attr', { data: customerAttrSchema, signal });
  return attributes.countries;
}
