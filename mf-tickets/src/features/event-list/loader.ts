import { href, isApiFailure, isLanguage } from '@museum/shared';
import { singleEventId, sortBySequence } from '@museum/shared/domain';
import type { Event } from '@museum/shared/wire';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getEvents } from '../../api/get-events';
import { type EventSummary, loadEventSummaries } from './model/event-summaries';

export type EventListData =
  | { events: Event[]; error: null; summaries: Promise<Map<number, EventSummary>> }
  | { events: []; error: 'failed' | 'empty'; summaries: null };

export async function loader({ request, params }: LoaderFunctionArgs): Promise<EventListData> {
  let events: Event[];
  try {
    // SPEC §9: events with a sequence_no first, the others by sorting_datetime.
    events = sortBySequence(Object.values(await getEvents(request.signal)));
  } catch (error) {
    // SPEC §8: an event list that fails or is empty is an error the visitor is told about.
    if (isApiFailure(error)) return { events: [], error: 'failed', summaries: null };
    throw error;
  }
  if (events.length === 0) return { events: [], error: 'empty', summaries: null };
  // SPEC §2: when only one event exists, the tickets route is that event's page.
  const single = singleEventId(events);
  if (single !== null && isLanguage(params.lang)) throw redirect(href('ticket', { id: single }, params.lang));
  return {
    events,
    error: null,
    summaries: loadEventSummaries(
      events.map((event) => event.id),
      request.signal,
    ),
  };
}
