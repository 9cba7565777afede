import { apiRequest } from '@museum/shared';
import { type Cart, shippingCostSchema } from '@museum/shared/wire';

/**
 * POST checkout/shipping (SPEC §7 "shipping costs"): signed in, the JWT says where to (the customer's shipping
 * address, else billing) and the body is the cart; otherwise the body names the country. 422
 * NO_SHIPPING_COSTS_FOR_COUNTRY when the museum stores no cost for it.
 */
export function getShippingCosts(cart: Cart, country: string | null, signal?: AbortSignal): Promise<number> {
  return apiRequest('post', 'checkout/shipping', {
    body: country ? { country, cart } : { cart },
    data: shippingCostSchema,
    withToken: country === null,
    handles: [422],
    signal,
  });
}
