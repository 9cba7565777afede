import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  daysOfMonth,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  weekdayIndex,
} from '../../domain/calendar-dates';
import styles from './calendar.module.css';

export type CalendarTone = 'available' | 'soldOut' | 'unavailable';

export interface CalendarDay {
  tone: CalendarTone;
  /** Words a screen reader hears after the date ("sold out"), already translated. */
  description?: string;
}

export interface CalendarProps {
  /** The month shown, YYYY-MM. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The chosen date, YYYY-MM-DD. */
  selected: string | null;
  onSelect: (date: string) => void;
  /** What a date offers: the calendar only shows it (bookable, sold out or without offer). */
  dayState: (date: string) => CalendarDay;
  /** The months a visitor can page to (YYYY-MM), for instance bounded by a lifetime. */
  firstMonth?: string;
  lastMonth?: string;
  /** Marks today's date. */
  today?: string;
  locale: string;
  labels: { previousMonth: string; nextMonth: string };
  /** Explains the tones, shown under the grid. */
  legend?: { tone: CalendarTone; label: string }[];
  /** While the month's states are loading. */
  busy?: boolean;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

function monthTitle(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(firstDayOfMonth(month)),
  );
}

/** Monday-first weekday names, short for the column and long for screen readers. */
function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = utcDate(addDays('2024-01-01', index));
    return { short: short.format(date), long: long.format(date) };
  });
}

interface GridCell {
  key: string;
  date: string | null;
}

/** The month's dates in weeks of seven, with empty cells before the first and after the last day. */
function weeksOf(month: string): GridCell[][] {
  const cells: GridCell[] = [
    ...Array.from({ length: weekdayIndex(firstDayOfMonth(month)) }, (_, index) => ({
      key: `before-${index}`,
      date: null,
    })),
    ...daysOfMonth(month).map((date) => ({ key: date, date })),
  ];
  while (cells.length % 7 !== 0) cells.push({ key: `after-${cells.length}`, date: null });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function clampDate(date: string, firstMonth?: string, lastMonth?: string): string {
  if (firstMonth && date < firstDayOfMonth(firstMonth)) return firstDayOfMonth(firstMonth);
  if (lastMonth && date > lastDayOfMonth(lastMonth)) return lastDayOfMonth(lastMonth);
  return date;
}

/** The same day of the month in another month, or that month's last day. */
function sameDayIn(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const day = `${month}-${date.slice(8, 10)}`;
  return monthOf(day) === month && day <= lastDayOfMonth(month) ? day : lastDayOfMonth(month);
}

/** Where a key of the date-picker grid pattern moves the focus from a date; null for other keys. */
function keyboardTarget(key: string, shift: boolean, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return sameDayIn(date, shift ? -12 : -1);
    case 'PageDown':
      return sameDayIn(date, shift ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A month calendar: a grid of dates after the WAI-ARIA date-picker grid pattern. One date is in the tab order;
 * arrow keys move by day and week, Home/End to the week's start and end, Page Up/Down by month (with Shift by
 * year), Enter or Space chooses. Each date is announced with its state. What a date offers comes from
 * `dayState`, so tickets and guided tours use the same calendar.
 */
export function Calendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  dayState,
  firstMonth,
  lastMonth,
  today,
  locale,
  labels,
  legend,
  busy = false,
}: CalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const fullDate = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    [locale],
  );

  const days = daysOfMonth(month);
  // The date in the tab order: the one moved to, else the chosen one, else the first with an offer.
  const tabDate =
    (focusDate && monthOf(focusDate) === month && focusDate) ||
    (selected && monthOf(selected) === month && selected) ||
    days.find((date) => dayState(date).tone === 'available') ||
    firstDayOfMonth(month);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabDate}"]`)?.focus();
  });

  const canGoBack = !firstMonth || month > firstMonth;
  const canGoForward = !lastMonth || month < lastMonth;

  const moveTo = (date: string) => {
    const next = clampDate(date, firstMonth, lastMonth);
    setFocusDate(next);
    if (monthOf(next) !== month) {
      // Another month's days are not there yet: the focus follows once they are rendered.
      moveFocus.current = true;
      onMonthChange(monthOf(next));
      return;
    }
    // A day of this month moves the focus now, with the key: when React renders the move a little later (a
    // phone busy with the chosen day's answer), an Enter pressed in between still reaches the day moved to.
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = keyboardTarget(event.key, event.shiftKey, date);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };

  const page = (months: number) => {
    if (months < 0 ? !canGoBack : !canGoForward) return;
    setFocusDate(null);
    onMonthChange(addMonths(month, months));
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={labels.previousMonth}
          aria-disabled={!canGoBack || undefined}
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className={styles.title} aria-live="polite">
          {monthTitle(month, locale)}
        </p>
        <button
          type="button"
          className={styles.nav}
          aria-label={labels.nextMonth}
          aria-disabled={!canGoForward || undefined}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date-picker pattern makes the month's table a grid
        role="grid"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        className={styles.grid}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]?.key}>
              {week.map(({ key, date }) => {
                if (!date) return <td key={key} />;
                const state = dayState(date);
                const isSelected = date === selected;
                const label = [fullDate.format(utcDate(date)), state.description].filter(Boolean).join(', ');
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: a cell of the date grid, selected or not (WAI-ARIA date-picker pattern); its button takes the focus
                  <td key={key} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      data-tone={state.tone}
                      className={[styles.day, styles[state.tone], isSelected ? styles.selected : '']
                        .filter(Boolean)
                        .join(' ')}
                      tabIndex={date === tabDate ? 0 : -1}
                      aria-label={label}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => {
                        setFocusDate(date);
                        onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {legend && legend.length > 0 && (
        <ul className={styles.legend}>
          {legend.map((entry) => (
            <li key={entry.tone}>
              <span className={`${styles.swatch} ${styles[entry.tone]}`} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
