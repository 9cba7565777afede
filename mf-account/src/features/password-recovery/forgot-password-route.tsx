import { ForgotPasswordPage } from './components/forgot-password-page';

export const Component = ForgotPasswordPage;
