import { CheckoutPage } from './components/checkout-page';

export function Component() {
  return <CheckoutPage screen="checkout" />;
}
