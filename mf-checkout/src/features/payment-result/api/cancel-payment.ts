import { apiRequest } from '@museum/shared';
import type { PaymentReturn } from '@museum/shared/domain';
import { cancelSchema } from '@museum/shared/wire';

/**
 * POST checkout/cancel?noRedirect=1&cartId=&sessionUs= (SPEC §7): the cart of a cancelled payment is closed;
 * the payment secret proves it is the visitor's. 410 when the cart is gone (SPEC §4 "cancel with 410").
 */
export function cancelPayment(payment: PaymentReturn, signal?: AbortSignal): Promise<true> {
  return apiRequest('post', 'checkout/cancel', {
    query: { noRedirect: 1, cartId: payment.cartId, sessionUs: payment.sessionUs },
    data: cancelSchema,
    withToken: true,
    handles: [410, 422],
    signal,
  });
}
