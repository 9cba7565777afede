import { Button } from '@museum/shared';
import { type EventFilters, NO_EVENT_FILTERS } from '@museum/shared/domain';
import type { IdName } from '@museum/shared/wire';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './event-list.module.css';

interface EventFiltersFormProps {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
  venues: readonly IdName[];
  customGroups: readonly IdName[];
  ticketGroups: readonly IdName[];
  /** The events' tickets, which name the ticket groups, are still on their way. */
  ticketGroupsPending: boolean;
}

/**
 * SPEC §2 "Tickets": the venue filter only when the events are in several venues (SPEC §2 guided tours says
 * the same of venues), each other filter only when it has something to choose from. The ticket groups arrive
 * after the list (from the events' tickets): while the form shows other filters, their place is kept by a
 * disabled field, so that the list does not move down when they come (issue 14). A museum whose events have one
 * ticket group then sees that field go; without other filters nothing is reserved, since a whole form that
 * comes and goes would move the list further.
 */
export function EventFiltersForm({
  filters,
  onChange,
  venues,
  customGroups,
  ticketGroups,
  ticketGroupsPending,
}: EventFiltersFormProps) {
  const { t } = useTranslation('tickets');
  const showVenues = venues.length > 1;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const showCustomGroups = customGroups.length > 1;
  const reserveTicketGroups = ticketGroupsPending && (showVenues || showCustomGroups);
  const showTicketGroups = ticketGroups.length > 1 || reserveTicketGroups;
  if (!showVenues && !showCustomGroups && !showTicketGroups) return null;
  const active = filters.venue !== null || filters.customGroup !== null || filters.ticketGroup !== null;
  return (
    <fieldset ref={fieldset} className={styles.filters}>
      <legend className={styles.legend}>{t('list.filters.legend')}</legend>
      <div className={styles.filterFields}>
        {showVenues && (
          <FilterSelect
            label={t('list.filters.venue')}
            allLabel={t('list.filters.allVenues')}
            options={venues}
            value={filters.venue}
            onChange={(venue) => onChange({ ...filters, venue })}
          />
        )}
        {showCustomGroups && (
          <FilterSelect
            label={t('list.filters.customGroup')}
            allLabel={t('list.filters.allCustomGroups')}
            options={customGroups}
            value={filters.customGroup}
            onChange={(customGroup) => onChange({ ...filters, customGroup })}
          />
        )}
        {showTicketGroups && (
          <FilterSelect
            label={t('list.filters.ticketGroup')}
            allLabel={t('list.filters.allTicketGroups')}
            options={ticketGroups}
            value={filters.ticketGroup}
            onChange={(ticketGroup) => onChange({ ...filters, ticketGroup })}
            pendingLabel={reserveTicketGroups ? t('common:status.loading') : undefined}
          />
        )}
      </div>
      {active && (
        <Button
          variant="secondary"
          onClick={() => {
            onChange(NO_EVENT_FILTERS);
            // WCAG 2.4.3: this button goes away with the filters; the focus goes to the first of them.
            fieldset.current?.querySelector('select')?.focus();
          }}
        >
          {t('list.filters.reset')}
        </Button>
      )}
    </fieldset>
  );
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  options: readonly IdName[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** Set while the options are on their way: the field is shown disabled, with this as its only option. */
  pendingLabel?: string | undefined;
}

function FilterSelect({ label, allLabel, options, value, onChange, pendingLabel }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        disabled={pendingLabel !== undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{pendingLabel ?? allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
