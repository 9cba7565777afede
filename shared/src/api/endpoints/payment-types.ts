import { apiRequest, SHOP_ID, useConfigStore, useSessionStore } from '@museum/shared';
import { type PaymentType, paymentTypesSchema } from '../wire/payment-types.ts';

/**
 * GET checkout/payments?shop (with the JWT when there is one): the payment types the visitor may use, kept in
 * the config store. Loaded at start-up, after login and logout (SPEC §4), and by the checkout.
 */
export async function loadPaymentTypes(): Promise<PaymentType[]> {
  const session = useSessionStore.getState().jwt;
  const paymentTypes = await apiRequest('get', 'checkout/payments', {
    query: { shop: SHOP_ID },
    data: paymentTypesSchema,
    withToken: true,
  });
  // An answer for another token than the current one is not kept (a sign-in, sign-out or new token while it was
  // on its way): the start-up's late read must not replace the types a sign-in loaded with the visitor's token.
  if (useSessionStore.getState().jwt === session) useConfigStore.getState().setPaymentTypes(paymentTypes);
  return paymentTypes;
}
