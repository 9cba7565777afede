import { TourListPage } from './components/tour-list-page';

export const Component = TourListPage;
