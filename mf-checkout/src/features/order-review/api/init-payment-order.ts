import { apiRequest } from '@museum/shared';
import { type InitPaymentOrderRequest, paymentAddressSchema } from '@museum/shared/wire';

/** POST checkout/initPaymentOrder (SPEC §7): pays an open museum order; answers the payment page's address. */
export function initPaymentOrder(request: InitPaymentOrderRequest): Promise<string> {
  return apiRequest('post', 'checkout/initPaymentOrder', {
    body: request,
    data: paymentAddressSchema,
    withToken: true,
    handles: [406, 422],
  });
}
