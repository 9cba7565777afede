import { apiRequest, SHOP_ID, useConfigStore, useSessionStore } from '@museum/shared';
import { type PaymentType, paymentTypesSchema } from '../wire/payment-types.ts';

const currentToken = () => useSessionStore.getState().jwt;

function readPaymentTypes(): Promise<PaymentType[]> {
  return apiRequest('get', 'checkout/payments', {
    query: { shop: SHOP_ID },
    data: paymentTypesSchema,
    withToken: true,
  });
}

/**
 * GET checkout/payments?shop (with the JWT when there is one): the payment types the visitor may use, kept in
 * the config store. Loaded at start-up, after login and logout (SPEC §4), and by the checkout.
 */
export async function loadPaymentTypes(): Promise<PaymentType[]> {
  let token = currentToken();
  let paymentTypes = await readPaymentTypes();
  // The token changed while the read was on its way: a landing checkout asks before the saved session is
  // restored (SPEC §1: after the first paint), or the visitor signed in or out. Asked once more with the
  // current token; an answer for another token is never kept, so a late read cannot undo a sign-in's.
  if (currentToken() !== token) {
    token = currentToken();
    paymentTypes = await readPaymentTypes();
  }
  if (currentToken() === token) useConfigStore.getState().setPaymentTypes(paymentTypes);
  return paymentTypes;
}
