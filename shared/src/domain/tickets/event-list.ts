import type { IdName } from '../../api/wire/common.ts';
import type { Event, Ticket } from '../../api/wire/events.ts';

/** The visitor's choices on the event list; null means "all". */
export interface EventFilters {
  venue: number | null;
  customGroup: number | null;
  ticketGroup: number | null;
}

export const NO_EVENT_FILTERS: EventFilters = { venue: null, customGroup: null, ticketGroup: null };

function distinct(entries: Iterable<IdName>): IdName[] {
  const byId = new Map<number, IdName>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()];
}

/** The venues of the listed events, in list order. SPEC §2: the venue filter shows only for several venues. */
export function eventVenues(events: readonly Pick<Event, 'venue'>[]): IdName[] {
  return distinct(events.map((event) => event.venue));
}

/** The museum's own event groups (custom_groups) the listed events belong to. */
export function eventCustomGroups(events: readonly Pick<Event, 'custom_groups'>[]): IdName[] {
  return distinct(events.flatMap((event) => event.custom_groups));
}

/** The ticket groups (admission, extras, seats…) an event's tickets belong to. */
export function ticketGroupsOf(tickets: readonly Pick<Ticket, 'group_id' | 'group_name'>[]): IdName[] {
  return distinct(
    tickets.flatMap((ticket) =>
      ticket.group_id === null ? [] : [{ id: ticket.group_id, name: ticket.group_name ?? '' }],
    ),
  );
}

/**
 * SPEC §2 "Tickets": venue, custom-group and ticket-group filters. An event matches the ticket-group filter
 * when one of its tickets is in that group; an event whose tickets are not known (yet) does not.
 */
export function filterEvents<T extends Pick<Event, 'id' | 'venue' | 'custom_groups'>>(
  events: readonly T[],
  filters: EventFilters,
  ticketGroups: ReadonlyMap<number, readonly IdName[]> = new Map(),
): T[] {
  return events.filter(
    (event) =>
      (filters.venue === null || event.venue.id === filters.venue) &&
      (filters.customGroup === null ||
        event.custom_groups.some((group) => group.id === filters.customGroup)) &&
      (filters.ticketGroup === null ||
        (ticketGroups.get(event.id) ?? []).some((group) => group.id === filters.ticketGroup)),
  );
}

/** SPEC §2: the tickets route shows the single event directly when only one exists. */
export function singleEventId(events: readonly Pick<Event, 'id'>[]): number | null {
  return events.length === 1 && events[0] ? events[0].id : null;
}
