import { RegistrationSuccessPage } from './components/registration-success-page';

export const Component = RegistrationSuccessPage;
