import { CanceledPage } from './components/canceled-page';

export const Component = CanceledPage;
