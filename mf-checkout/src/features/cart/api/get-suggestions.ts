import { apiRequest } from '@museum/shared';
import { type Cart, type Suggestion, suggestionsSchema } from '@museum/shared/wire';

/**
 * POST checkout/suggest (SPEC §7): up to three articles or vouchers not in the cart, for the upsell. A 503 is
 * the caller's (no suggestions), not a reload of the checkout with what the visitor has entered on it: as for
 * every POST, apiRequest does not reload on it.
 */
export function getSuggestions(cart: Cart, signal?: AbortSignal): Promise<Suggestion[]> {
  return apiRequest('post', 'checkout/suggest', {
    body: { cart },
    data: suggestionsSchema,
    signal,
  });
}
