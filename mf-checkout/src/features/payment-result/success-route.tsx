import { SuccessPage } from './components/success-page';

export const Component = SuccessPage;
