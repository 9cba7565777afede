import type { Page } from '@playwright/test';
import { API } from './environment';
import type { Shop } from './fixtures';

/**
 * The demo museum's tour dates are relative to the day it was seeded (api/README.md). The tour specs ask the
 * suite's API which dates those are, as the tour page's calendar would show them, instead of guessing.
 */

type Slot = { timeslotId: number; tickets: number; tours: number; soldout: boolean };
export type TourCalendar = Record<string, Record<string, Slot>>;

async function apiData<T>(path: string, language = 'en'): Promise<T> {
  const response = await fetch(`${API}/${language}/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

/** The API's today (the museum's date), from its own answer: the first day it has a calendar for. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDate(next);
}

/** Slots per date and time for the next 70 days (SPEC §7 tour/calendar). */
export function tourCalendar(tourId: number): Promise<TourCalendar> {
  const start = isoDate(new Date());
  return apiData(`tour/calendar/tour/${tourId}/range/${compact(start)};${compact(addDays(start, 70))}`);
}

export function tourSoldOutDays(tourId: number): Promise<string[]> {
  const start = isoDate(new Date());
  return apiData(`tour/soldout/tour/${tourId}/range/${compact(start)};${compact(addDays(start, 70))}`);
}

const open = (slot: Slot) => !slot.soldout && slot.tickets > 0;

/** Days on which some slot has places, in order. */
export async function bookableTourDays(tourId: number): Promise<string[]> {
  const calendar = await tourCalendar(tourId);
  return Object.keys(calendar)
    .sort()
    .filter((date) => Object.values(calendar[date] ?? {}).some(open));
}

/** Tour 1's day with a sold-out 15:00 and a free 11:00 (api/README.md "sold-out 15:00 next open day"). */
export async function soldOutSlotDay(): Promise<string> {
  const calendar = await tourCalendar(1);
  const day = Object.keys(calendar)
    .sort()
    .find((date) => {
      const slots = calendar[date] ?? {};
      return slots['15:00']?.soldout === true && slots['11:00'] !== undefined && open(slots['11:00']);
    });
  if (!day) throw new Error('tour 1 has no day with a sold-out 15:00');
  return day;
}

/** Tour 1's day on which every slot is sold out (tour/soldout). */
export async function soldOutDay(): Promise<string> {
  const [day] = (await tourSoldOutDays(1)).sort();
  if (!day) throw new Error('tour 1 has no sold-out day');
  return day;
}

/** The first bookable day of a tour on which it starts at `time` (e.g. a Thursday 18:00 of tour 1). */
export async function dayWithTime(tourId: number, time: string): Promise<string> {
  const calendar = await tourCalendar(tourId);
  const day = Object.keys(calendar)
    .sort()
    .find((date) => {
      const slot = calendar[date]?.[time];
      return slot !== undefined && open(slot);
    });
  if (!day) throw new Error(`tour ${tourId} has no free ${time}`);
  return day;
}

/** The tours tour/overview lists for a day (SPEC §7), by id. */
export async function toursOnDay(date: string): Promise<number[]> {
  const overview = await apiData<Record<string, { id: number }[]>>(`tour/overview?date=${date}&lookahead=0`);
  return (overview[date] ?? []).map((tour) => tour.id);
}

/** The museum's today, as the API's overview names it (its first key without a date). */
export async function museumToday(): Promise<string> {
  const overview = await apiData<Record<string, unknown>>('tour/overview');
  const [today] = Object.keys(overview);
  if (!today) throw new Error('tour/overview named no day');
  return today;
}

/** `dd.MM.yyyy`, as the shop writes dates (SPEC §1). */
export function shopDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** Pages the tour calendar forward until the date is shown, then chooses it. */
export async function chooseTourDate(page: Page, date: string, nextMonth = 'Next month'): Promise<void> {
  const day = page.locator(`[role="grid"] button[data-date="${date}"]`);
  for (let pages = 0; pages < 6 && !(await day.isVisible()); pages += 1) {
    await page.getByRole('button', { name: nextMonth }).click();
  }
  await day.click();
}

/**
 * Opens a page of the shop and checks it with axe, like `shop.visit`, but allows a cold first page (shell,
 * remote and data on a busy shared machine) 30 s to show its title instead of the usual 10.
 */
export async function openPage(page: Page, shop: Shop, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-page-title]').first().waitFor({ timeout: 30_000 });
  await shop.checkPage();
}
