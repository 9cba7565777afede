import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startApi } from '../../scripts/lib/stack.mjs';
import { API, API_PORT, SHELL } from './environment';

/**
 * The demo museum's ticket dates are relative to the day it was seeded (api/README.md). The ticket specs ask
 * the suite's API which dates those are, as a visitor's calendar would show them, instead of guessing.
 */

interface Collect {
  date: string | null;
  tickets: { id: number; schedule: { datetime: string; max_tickets: number }[] }[];
  timeslot: { datetime: string; max_tickets: number }[];
}

async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${API}/en/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

/** Places left per date for the next 120 days (SPEC §7 calendar with deep=1). */
export async function ticketCalendar(eventId: number): Promise<Record<string, number>> {
  const start = new Date();
  const end = new Date(start.getTime() + 120 * 86_400_000);
  return apiData(
    `ticket/calendar/event/${eventId}/range/${compact(isoDate(start))};${compact(isoDate(end))}?deep=1`,
  );
}

export function ticketCollect(eventId: number, date?: string): Promise<Collect> {
  return apiData(`ticket/collect/event/${eventId}${date ? `/date/${date}` : ''}`);
}

export function ticketLifetime(eventId: number): Promise<{ start: string; end: string }> {
  return apiData(`ticket/lifetime?event=${eventId}`);
}

/** The first date the calendar lists as sold out (count 0). */
export async function firstSoldOutDay(eventId: number): Promise<string> {
  const day = Object.entries(await ticketCalendar(eventId)).find(([, count]) => count === 0)?.[0];
  if (!day) throw new Error(`event ${eventId} has no sold-out day`);
  return day;
}

/** Event 1's day with a sold-out 11:00 and two places left at 12:00. */
export async function soldOutSlotDay(): Promise<string> {
  for (const [date, count] of Object.entries(await ticketCalendar(1))) {
    if (count === 0) continue;
    const { timeslot } = await ticketCollect(1, date);
    const at = (time: string) => timeslot.find((slot) => slot.datetime.endsWith(` ${time}:00`))?.max_tickets;
    if (at('11:00') === 0 && at('12:00') === 2) return date;
  }
  throw new Error('event 1 has no day with a sold-out slot');
}

/** Bookable dates of an event (count above 0), in order. */
export async function bookableDays(eventId: number): Promise<string[]> {
  return Object.entries(await ticketCalendar(eventId))
    .filter(([, count]) => count > 0)
    .map(([date]) => date);
}

/** `dd.MM.yyyy`, as the shop writes dates (SPEC §1). */
export function shopDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** Pages the calendar forward until the date is shown, then chooses it. */
export async function chooseDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`[role="grid"] button[data-date="${date}"]`);
  for (let pages = 0; pages < 6 && !(await day.isVisible()); pages += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** A second API with the single-event demo profile (SPEC §2: the tickets route is then that event's page). */
export const SINGLE_EVENT_API_PORT = API_PORT + 30;
export const SINGLE_EVENT_API = `http://localhost:${SINGLE_EVENT_API_PORT}`;

export async function startSingleEventApi(): Promise<void> {
  const root = join(import.meta.dirname, '..', '..');
  const api = await startApi({
    port: SINGLE_EVENT_API_PORT,
    profile: 'single-event',
    dbFile: join(root, '.museum', `stack-${API_PORT}`, 'single-event.db'),
    corsOrigins: [SHELL],
    quiet: true,
  });
  // It also ends with the runner (its standard input closes); this stops it as soon as the suite is done.
  process.once('exit', () => api.kill('SIGTERM'));
}
