import { EventListPage } from './components/event-list-page';

export const Component = EventListPage;
