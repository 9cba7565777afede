import { TourPage } from './components/tour-page';

export const Component = TourPage;
