import { AccountRecoveredPage } from './components/account-recovered-page';

export const Component = AccountRecoveredPage;
