// The calendar file: the booked visits and tours as an iCalendar (.ics) file, made with `ics`.
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { CartItem } from '../cart-item';

/** One visit or tour a visitor booked: what the calendar file holds, before it is worded in a language. */
export interface PlannedVisit {
  kind: 'ticket' | 'dayTicket' | 'guidedTour';
  /** The event or tour. */
  title: string;
  /** YYYY-MM-DD (museum local date). */
  date: string;
  /** HH:mm, or null for a day ticket (valid all day). */
  time: string | null;
  /** HH:mm when the slot's end is known. */
  endTime: string | null;
  /** What was booked for it: tickets, or tour places, with their counts. */
  items: { name: string; count: number }[];
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;

function splitDateTime(datetime: string | null): { date: string; time: string } | null {
  const match = datetime ? DATE_TIME.exec(datetime) : null;
  return match?.[1] && match[2] ? { date: match[1], time: match[2] } : null;
}

/**
 * The visits of a cart (issue 13: "the booked visits and tours"): tickets of one event at one time are one
 * visit, a day ticket is a visit of the whole day, each guided tour is one. Merchandise and vouchers are not
 * visits. Sorted by date and time.
 */
export function plannedVisits(lines: readonly CartItem[]): PlannedVisit[] {
  const visits = new Map<string, PlannedVisit>();
  for (const line of lines.slice(0, 100)) {
    if (line.type === 'ticket') {
      const at = splitDateTime(line.datetime);
      if (!at) continue;
      const key = `ticket|${line.eventName}|${line.datetime}`;
      const visit = visits.get(key) ?? {
        kind: 'ticket',
        title: line.eventName,
        date: at.date,
        time: at.time,
        endTime: splitDateTime(line.datetime_end)?.time ?? null,
        items: [],
      };
      visit.items.push({ name: line.name, count: line.totalCount });
      visits.set(key, visit);
    } else if (line.type === 'dayTicket') {
      const at =
        splitDateTime(line.datetime) ??
        (/^\d{4}-\d{2}-\d{2}$/.test(line.datetime) ? { date: line.datetime } : null);
      if (!at) continue;
      visits.set(`day|${line.lineId}`, {
        kind: 'dayTicket',
        title: line.eventName,
        date: at.date,
        time: null,
        endTime: null,
        items: [{ name: line.name, count: line.totalCount }],
      });
    } else if (line.type === 'guidedTour') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(line.date) || !/^\d{2}:\d{2}$/.test(line.time)) continue;
      visits.set(`tour|${line.lineId}`, {
        kind: 'guidedTour',
        title: line.name,
        date: line.date,
        time: line.time,
        endTime: null,
        items: line.tours.filter((row) => row.count > 0).map((row) => ({ name: row.name, count: row.count })),
      });
    }
  }
  return [...visits.values()].sort((a, b) =>
    `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`),
  );
}

/** The museum's time zone when it names none (SPEC §7 answers are in Europe/Berlin local time). */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - utcMs;
}

/**
 * The moment a museum wall-clock time (`YYYY-MM-DD`, `HH:mm`) stands for, in ms since the epoch: calendars of
 * visitors in other time zones then show the visit at the right hour. An unknown zone counts as the museum's.
 */
export function museumTimeToUtc(date: string, time: string, timeZone: string = MUSEUM_TIME_ZONE): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  let zone = timeZone;
  try {
    zoneOffsetMs(wall, zone);
  } catch {
    zone = MUSEUM_TIME_ZONE;
  }
  const first = wall - zoneOffsetMs(wall, zone);
  // Around a change of daylight saving time the offset at the result can differ from the first guess.
  return wall - zoneOffsetMs(first, zone);
}

/** Minutes a visit lasts when its end is not known. */
export const DEFAULT_VISIT_MINUTES = 60;

const dayArray = (date: string): DateArray => {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
};

const nextDay = (date: string): DateArray => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
};

export interface CalendarFileOptions {
  /** The booking the visits belong to: each entry's UID is made from it, so a second import updates them. */
  bookingId: string;
  /** The museum's name and address, the place of every visit. */
  location: string;
  timeZone?: string;
  /** The entry's text in the visitor's language (what was booked). */
  describe: (visit: PlannedVisit) => string;
  /** The entry's title in the visitor's language. */
  title: (visit: PlannedVisit) => string;
  /** The calendar's name in the visitor's language. */
  calendarName: string;
}

/**
 * The .ics text of the booked visits (RFC 5545, through `ics`): timed visits at their museum time in UTC, day
 * tickets as all-day entries. Null when there is nothing to put in a calendar or `ics` refuses the input.
 */
export function calendarFile(visits: readonly PlannedVisit[], options: CalendarFileOptions): string | null {
  if (visits.length === 0) return null;
  const booking = options.bookingId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40) || 'booking';
  const events: EventAttributes[] = visits.slice(0, 100).map((visit, index) => {
    const common = {
      uid: `${booking}-${index + 1}@museum-shop`,
      title: options.title(visit).slice(0, 200),
      description: options.describe(visit).slice(0, 2000),
      location: options.location.slice(0, 300),
      status: 'CONFIRMED' as const,
      busyStatus: 'BUSY' as const,
    };
    if (visit.time === null) return { ...common, start: dayArray(visit.date), end: nextDay(visit.date) };
    const start = museumTimeToUtc(visit.date, visit.time, options.timeZone);
    const end =
      visit.endTime && visit.endTime > visit.time
        ? museumTimeToUtc(visit.date, visit.endTime, options.timeZone)
        : start + DEFAULT_VISIT_MINUTES * 60_000;
    return {
      ...common,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end,
      endInputType: 'utc',
      endOutputType: 'utc',
    };
  });
  const { error, value } = createEvents(events, {
    productId: 'museum-shop/checkout',
    method: 'PUBLISH',
    calName: options.calendarName.slice(0, 100),
  });
  return error || !value ? null : value;
}
