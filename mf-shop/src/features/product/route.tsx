import { ProductPage } from './components/product-page';

export const Component = ProductPage;
