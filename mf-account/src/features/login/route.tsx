import { LoginPage } from './components/login-page';

export const Component = LoginPage;
