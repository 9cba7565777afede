import { PassListPage } from './components/pass-list-page';

export const Component = PassListPage;
