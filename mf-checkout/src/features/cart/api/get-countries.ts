import { apiRequest } from '@museum/shared';
import { customerAttrSchema, type KeyName } from '@museum/shared/wire';

/** GET customer/attr (SPEC §7): the countries a parcel can go to, for an anonymous visitor's delivery country. */
export async function getCountries(signal?: AbortSignal): Promise<KeyName[]> {
  const attributes = await apiRequest('get', 'customer/attr', { data: customerAttrSchema, signal });
  return attributes.countries;
}
