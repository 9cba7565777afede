import { apiRequest, SHOP_ID, useConfigStore } from '@museum/shared';
import { type PaymentType, paymentTypesSchema } from '../wire/payment-types.ts';

/**
 * GET checkout/payments?shop (with the JWT when there is one): the payment types the visitor may use, kept in
 * the config store. Loaded at start-up, after login and logout (SPEC §4), and by the checkout.
 */
export async function loadPaymentTypes(): Promise<PaymentType[]> {
  const paymentTypes = await apiRequest('get', 'checkout/payments', {
    query: { shop: SHOP_ID },
    data: paymentTypesSchema,
    withToken: true,
  });
  useConfigStore.getState().setPaymentTypes(paymentTypes);
  return paymentTypes;
}
