import { GuestRegistrationPage } from './components/guest-registration-page';

export const Component = GuestRegistrationPage;
