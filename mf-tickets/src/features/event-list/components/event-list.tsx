import { CardGrid } from '@museum/shared';
import {
  type EventFilters,
  eventCustomGroups,
  eventVenues,
  filterEvents,
  NO_EVENT_FILTERS,
} from '@museum/shared/domain';
import type { Event, IdName } from '@museum/shared/wire';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../model/event-summaries';
import { EventCard } from './event-card';
import { EventFiltersForm } from './event-filters';
import styles from './event-list.module.css';

interface EventListProps {
  /** Already sorted (SPEC §9). */
  events: readonly Event[];
  /** Next dates and ticket groups per event, once they have arrived. */
  summaries: ReadonlyMap<number, EventSummary> | undefined;
}

/** The event list with venue, custom-group and ticket-group filters (SPEC §2 "Tickets"). */
export function EventList({ events, summaries }: EventListProps) {
  const { t } = useTranslation('tickets');
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const venues = useMemo(() => eventVenues(events), [events]);
  const customGroups = useMemo(() => eventCustomGroups(events), [events]);
  const ticketGroups = useMemo(() => {
    const byEvent = new Map<number, readonly IdName[]>();
    for (const [id, summary] of summaries ?? []) byEvent.set(id, summary.ticketGroups);
    return byEvent;
  }, [summaries]);
  const allTicketGroups = useMemo(() => {
    const seen = new Map<number, IdName>();
    for (const groups of ticketGroups.values()) for (const group of groups) seen.set(group.id, group);
    return [...seen.values()].sort((a, b) => a.id - b.id);
  }, [ticketGroups]);
  const shown = filterEvents(events, filters, ticketGroups);

  return (
    <>
      <EventFiltersForm
        filters={filters}
        onChange={setFilters}
        venues={venues}
        customGroups={customGroups}
        ticketGroups={allTicketGroups}
        ticketGroupsPending={summaries === undefined}
      />
      <p className={styles.count} role="status">
        {t('list.results', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className={styles.noMatch}>{t('list.noMatch')}</p>
      ) : (
        <CardGrid minCardWidth="18rem" className={styles.list} data-testid="event-list">
          {shown.map((event) => (
            <li key={event.id}>
              <EventCard event={event} summary={summaries?.get(event.id)} />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}
