import { MerchandiseListPage } from './components/merchandise-list-page';

export const Component = MerchandiseListPage;
