import { ResetRequestedPage } from './components/reset-requested-page';

export const Component = ResetRequestedPage;
