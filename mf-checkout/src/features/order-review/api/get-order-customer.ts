import { apiRequest } from '@museum/shared';
import { type Customer, customerSchema } from '@museum/shared/wire';

/**
 * GET customer/fromOrder?id= (SPEC §7): the customer a museum order was made out to, while it is open (406 when
 * it is not). The order review offers to pay as a guest with these details.
 */
export function getOrderCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return apiRequest('get', 'customer/fromOrder', {
    query: { id },
    data: customerSchema,
    handles: [406],
    signal,
  });
}
