import { registerGuest } from '@museum/shared/api';
import {
  CUSTOMER_FIELDS,
  customerFieldRules,
  customerFormFrom,
  customerRequest,
} from '@museum/shared/domain';
import type { Customer, CustomerInput } from '@museum/shared/wire';

/**
 * The order's customer as auth/guest's `c`, the way the guest form sends its values: every field the order
 * holds (the museum made the order out with them), the invoice wish, no shipping address of its own.
 */
export function guestOfOrder(customer: Customer): CustomerInput {
  const everyField = customerFieldRules({ visible_fields: [...CUSTOMER_FIELDS], required_fields: [] });
  return customerRequest({ ...customerFormFrom(customer), sameAsBilling: true }, everyField, 'guest');
}

/** POST auth/guest (SPEC §7) with the order's customer: the guest's JWT, which card and direct debit need. */
export function registerOrderGuest(customer: Customer): Promise<string> {
  return registerGuest(guestOfOrder(customer));
}
