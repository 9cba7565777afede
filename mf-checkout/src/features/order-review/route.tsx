import { OrderReviewPage } from './components/order-review-page';

export const Component = OrderReviewPage;
