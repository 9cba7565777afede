import { apiRequest } from '@museum/shared';
import { type Customer, type CustomerInput, customerSchema } from '@museum/shared/wire';

/**
 * POST customer/update?_ with the `c` object without password (SPEC §7); the e-mail is changed through
 * customer/emailchange only. `shipping: null` removes a shipping address. Answers the saved customer.
 */
export function updateCustomer(c: CustomerInput): Promise<Customer> {
  return apiRequest('post', 'customer/update', {
    body: { c },
    data: customerSchema,
    withToken: true,
    handles: [422],
  });
}
