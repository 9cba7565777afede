import { CartPage } from './components/cart-page';

export const Component = CartPage;
