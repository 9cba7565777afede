import { apiRequest } from '@museum/shared';
import { type InitPaymentRequest, paymentAddressSchema } from '@museum/shared/wire';

/**
 * POST checkout/initPayment (SPEC §7): opens the cart with a payment and answers the payment page's address.
 * With the JWT for card and direct debit (SPEC §6). A 422 is the cart's to show next to the line it names.
 */
export function initPayment(request: InitPaymentRequest): Promise<string> {
  return apiRequest('post', 'checkout/initPayment', {
    body: request,
    data: paymentAddressSchema,
    withToken: true,
    handles: [422],
  });
}
