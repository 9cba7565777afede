import { PassPage } from './components/pass-page';

export const Component = PassPage;
