import { AcceptedPage } from './components/accepted-page';

export const Component = AcceptedPage;
