import { useConfigStore } from '../../stores/config-store';
import { apiRequest, SHOP_ID } from '../client';
import { type PaymentType, paymentTypesSchema } from '../wire/checkout.ts';

/** GET checkout/payments?shop (with the JWT when there is one): the payment types the visitor may use. */
export async function fetchPaymentTypes(): Promise<PaymentType[]> {
  const paymentTypes = await apiRequest('get', 'checkout/payments', {
    query: { shop: SHOP_ID },
    data: paymentTypesSchema,
    withToken: true,
  });
  useConfigStore.getState().setPaymentTypes(paymentTypes);
  return paymentTypes;
}
