import { CheckoutPage } from './components/checkout-page';

/** SPEC §2 `checkout/failed`: the checkout screen with its paymentFailed flag ("payment not completed"). */
export function Component() {
  return <CheckoutPage screen="checkoutFailed" />;
}
