import { apiRequest } from '@museum/shared';
import type { PaymentReturn } from '@museum/shared/domain';
import { cancelSchema } from '@museum/shared/wire';
import { withTokenOrPaymentSecret } from './by-payment-secret';

/**
 * POST checkout/cancel?noRedirect=1&cartId=&sessionUs= (SPEC §7): the cart of a cancelled payment is closed;
 * the payment secret proves it is the visitor's, also when the API refuses the token. 410 when the cart is
 * gone (SPEC §4 "cancel with 410").
 */
export function cancelPayment(payment: PaymentReturn, signal?: AbortSignal): Promise<true> {
  return withTokenOrPaymentSecret(
    (withToken, handles) =>
      apiRequest('post', 'checkout/cancel', {
        query: { noRedirect: 1, cartId: payment.cartId, sessionUs: payment.sessionUs },
        data: cancelSchema,
        withToken,
        handles,
        signal,
      }),
    [410, 422],
  );
}
