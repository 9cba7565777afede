import { type Event, fetchEvents, isApiFailure, sortBySequence } from '@museum/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { EventListPage } from './components/event-list-page';

export type EventListData = { events: Event[]; error: null } | { events: []; error: 'failed' | 'empty' };

/** SPEC §8: an event list that fails or is empty is an error the visitor is told about. */
export async function loader({ request }: LoaderFunctionArgs): Promise<EventListData> {
  try {
    const events = sortBySequence(Object.values(await fetchEvents(request.signal)));
    if (events.length === 0) return { events: [], error: 'empty' };
    return { events, error: null };
  } catch (error) {
    if (isApiFailure(error)) return { events: [], error: 'failed' };
    throw error;
  }
}

export const Component = EventListPage;
