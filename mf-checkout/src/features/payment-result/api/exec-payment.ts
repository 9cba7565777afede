import { apiRequest } from '@museum/shared';
import type { PaymentReturn } from '@museum/shared/domain';
import { type ExecPayment, execPaymentSchema } from '@museum/shared/wire';
import { withTokenOrPaymentSecret } from './by-payment-secret';

/**
 * POST checkout/execPayment?us=&sessionUs=&srcURL= with the JWT when there is one (SPEC §7): books the cart
 * whose payment the provider approved. Repeating it answers the same booking (a reload, a double click).
 * 400, 410 and 422 are the page's to show (SPEC §8); a token the API refuses books by the payment secret.
 */
export function execPayment(payment: PaymentReturn, sourceUrl: string): Promise<ExecPayment> {
  return withTokenOrPaymentSecret(
    (withToken, handles) =>
      apiRequest('post', 'checkout/execPayment', {
        query: { us: payment.us, sessionUs: payment.sessionUs, srcURL: sourceUrl },
        body: { cartId: payment.cartId },
        data: execPaymentSchema,
        withToken,
        handles,
      }),
    [400, 410, 422],
  );
}
