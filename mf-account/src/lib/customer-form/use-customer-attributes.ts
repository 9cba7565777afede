import { isApiFailure } from '@museum/shared';
import { getCustomerAttributes } from '@museum/shared/api';
import type { CustomerAttr } from '@museum/shared/wire';

/** What a page with a customer form needs first: the fields, salutations and countries (customer/attr). */
export type CustomerAttributesData = { status: 'ready'; attr: CustomerAttr } | { status: 'failed' };

/** A route loader's part: customer/attr, or `failed` for the page's "Try again" (SPEC §8 page failures). */
export async function loadCustomerAttributes(signal: AbortSignal): Promise<CustomerAttributesData> {
  try {
    return { status: 'ready', attr: await getCustomerAttributes(signal) };
  } catch (error) {
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
