import { RegistrationPage } from './components/registration-page';

export const Component = RegistrationPage;
