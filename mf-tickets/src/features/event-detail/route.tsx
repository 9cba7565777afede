import { EventPage } from './components/event-page';

export const Component = EventPage;
