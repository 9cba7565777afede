import { RecoverAccountPage } from './components/recover-account-page';

export const Component = RecoverAccountPage;
