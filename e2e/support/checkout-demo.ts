import { expect, type Page } from '@playwright/test';
import { SHELL } from './environment';
import type { Shop } from './fixtures';
import { profileApiUrl, useMuseumApi } from './museum-api';
import { chooseDate } from './ticket-demo';

/**
 * The checkout journeys run against a `full` demo museum of their own (PROFILE_APIS.checkout): they spend
 * voucher codes, pay the demo order and fill time slots. The shell is pointed at it through its
 * shop.config.json, as an operator would; the museum API and its payment page are never mocked.
 */
export const CHECKOUT_API = profileApiUrl('checkout');

export async function useCheckoutMuseum(page: Page): Promise<void> {
  await useMuseumApi(page, 'checkout');
}

async function apiData<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${CHECKOUT_API}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const post = <T>(path: string, body: unknown) =>
  apiData<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

/**
 * A bookable day of event 1 (hourly slots 10:00–17:00, 30 places) far enough ahead that no other journey
 * touches it: each journey takes its own `index`.
 */
export async function ticketDay(index: number): Promise<string> {
  const start = new Date();
  const end = new Date(start.getTime() + 120 * 86_400_000);
  const calendar = await apiData<Record<string, number>>(
    `en/ticket/calendar/event/1/range/${compact(isoDate(start))};${compact(isoDate(end))}?deep=1`,
  );
  // Only days on which every slot is free: 8 slots × 30 places.
  const days = Object.entries(calendar)
    .filter(([, places]) => places >= 240)
    .map(([day]) => day);
  const day = days[5 + index];
  if (!day) throw new Error(`event 1 has no free day number ${index}`);
  return day;
}

/** Places left at one time of event 1 on a day. */
export async function placesAt(day: string, time: string): Promise<number> {
  const collect = await apiData<{ timeslot: { datetime: string; max_tickets: number }[] }>(
    `en/ticket/collect/event/1/date/${day}`,
  );
  return collect.timeslot.find((slot) => slot.datetime === `${day} ${time}:00`)?.max_tickets ?? 0;
}

/**
 * Opens a page of the shop like `shop.visit`, waiting longer for the first one of a test: it boots the shell
 * and loads a remote, which takes more than the usual 10 s on a machine that runs several suites at once.
 */
export async function visitFirst(page: Page, shop: Shop, path: string): Promise<void> {
  await page.goto(path);
  await settle(page, shop);
}

/**
 * `shop.checkPage` after a navigation that boots the shop (back from the payment page) or loads another remote:
 * the page gets more time to show on a machine that runs several suites at once, then axe checks it.
 */
export async function settle(page: Page, shop: Shop): Promise<void> {
  await expect(page.locator('[data-page-title]').first()).toBeVisible({ timeout: 45_000 });
  await shop.checkPage();
}

/** The visitor books adult tickets of event 1 for a day and time, on the event page, into the basket. */
export async function addAdultTickets(page: Page, shop: Shop, day: string, time: string, count: number) {
  await visitFirst(page, shop, '/en/tickets/1');
  await chooseDate(page, day);
  await page
    .getByRole('group', { name: /^Times on / })
    .getByRole('radio', { name: new RegExp(`^${time}`) })
    .check();
  for (let added = 0; added < count; added += 1)
    await page.getByRole('button', { name: 'One more: Adult' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(/been added to your basket/)).toBeVisible();
}

/** The visitor puts the exhibition catalogue (1200 g) into the basket from the merchandise list. */
export async function addCatalogue(page: Page, shop: Shop) {
  await shop.visit('/en/merchandise');
  await page
    .getByRole('article')
    .filter({ hasText: 'Exhibition catalogue' })
    .getByRole('button', { name: 'Add to basket' })
    .click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
}

/** The rows of the cart table by their item name (the table's name in English, or as given). */
export const cartRow = (page: Page, name: string, table = 'Items in your basket') =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Accepts the terms and presses "Pay now"; answers once the payment page of the museum API shows. */
export async function payNow(page: Page): Promise<string> {
  await page.getByLabel('I accept the terms and conditions and the privacy policy.').check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/simulator\//);
  await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** The payment page's buttons, in English and in German. */
type Decision =
  | 'Approve payment'
  | 'Cancel payment'
  | 'Fail payment'
  | 'Zahlung bestätigen'
  | 'Zahlung abbrechen'
  | 'Zahlung scheitern lassen';

/**
 * Who pays, as a visitor without an account types it on the payment page (a real PayPal hands these to the
 * museum; the API's demo provider asks for them): the e-mail, and for a parcel the delivery address.
 */
export const PAYER = {
  email: 'payer@example.org',
  fname: 'Pat',
  lname: 'Payer',
  street: 'Museumstraße 1',
  zip: '10115',
  city: 'Berlin',
};

/**
 * Presses a button on the payment page; before an approval, fills in the payer's fields it shows (none for a
 * signed-in customer).
 */
async function press(page: Page, decision: Decision): Promise<void> {
  if (decision === 'Approve payment' || decision === 'Zahlung bestätigen') {
    for (const [field, value] of Object.entries(PAYER)) {
      const input = page.locator(`#payer-${field}`);
      if ((await input.count()) > 0) await input.fill(value);
    }
  }
  await page.getByRole('button', { name: decision }).click();
}

/** Presses a button on the payment page and answers the shop address the browser is sent back to. */
export async function decide(page: Page, decision: Decision) {
  const back = page.waitForURL(/\/checkout\/(accepted|canceled)/);
  await press(page, decision);
  await back;
  return new URL(page.url());
}

/** What the payment page sent back (read before the shop moves it out of the address). */
export interface PaymentReference {
  cartId: string;
  us: string;
  sessionUs: string;
}

/** Presses a button on the payment page and keeps the reference the provider sent back. */
export async function decideAndKeepReference(page: Page, decision: Decision): Promise<PaymentReference> {
  const response = page.waitForResponse((candidate) =>
    /\/simulator\/[^/]+\/\w+(?:\?|$)/.test(candidate.url()),
  );
  await press(page, decision);
  const location = new URL((await (await response).headerValue('location')) ?? '');
  await page.waitForURL(/\/checkout\/(accepted|canceled)/);
  return {
    cartId: location.searchParams.get('cartId') ?? '',
    us: location.searchParams.get('us') ?? '',
    sessionUs: location.searchParams.get('sessionUs') ?? '',
  };
}

/** execPayment straight at the API: a booked cart answers its booking again (api/README "Payment flow"). */
export function bookingOf(reference: PaymentReference) {
  return post<{ booking_id: string; has_tickets: boolean }>(
    `en/checkout/execPayment?us=${reference.us}&sessionUs=${reference.sessionUs}&srcURL=e2e`,
    { cartId: reference.cartId },
  );
}

/** Another visitor takes places at a time of event 1 (a whole purchase through the payment page). */
export async function someoneElseBooks(day: string, time: string, count: number): Promise<void> {
  const address = await post<string>('en/checkout/initPayment', {
    payart: 167,
    cart: { ver: 1, items: [{ type: 'ticket', id: 101, count, datetime: `${day} ${time}:00` }] },
    url: { continue: `${SHELL}/en/checkout/accepted`, cancel: `${SHELL}/en/checkout/canceled` },
  });
  // The page's address keeps its query (?lang=): the decision goes below its path.
  const approveUrl = new URL(address);
  approveUrl.pathname += '/approve';
  const approve = await fetch(approveUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(PAYER),
  });
  const back = new URL(approve.headers.get('location') ?? '');
  await bookingOf({
    cartId: back.searchParams.get('cartId') ?? '',
    us: back.searchParams.get('us') ?? '',
    sessionUs: back.searchParams.get('sessionUs') ?? '',
  });
}

/** The cart of a payment page expires now (test endpoint): the visitor took longer than 30 minutes. */
export async function expireCart(paymentId: string): Promise<void> {
  expect(await post<boolean>('__carts/expire', { paymentId })).toBe(true);
}

/** Logs a demo customer in through the shop's login page (mf-account). */
export async function logIn(page: Page, shop: Shop, email: string, password: string) {
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Log in' }).click();
  await settle(page, shop);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The name the museum gives a voucher code (its cart line's name). */
export async function voucherCodeName(barcode: string): Promise<string> {
  const code = await apiData<{ name: string }>(`en/voucher?voucher=${encodeURIComponent(barcode)}`);
  return code.name;
}

/**
 * Fills mf-account's guest registration (`/en/register-guest`) for Gil Guest in Berlin and continues to the
 * checkout: the real form, no shortcut through the API.
 */
export async function registerAsGuest(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Repeat e-mail address' }).fill(email);
  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Ms' });
  await page.getByRole('textbox', { name: 'First name' }).fill('Gil');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Guest');
  await page.getByRole('textbox', { name: 'Street and number' }).fill('Lindenallee 7');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await page.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
}

/** The data layer's events of this page load. */
export function trackedEvents(page: Page): Promise<{ event: string; [key: string]: unknown }[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []);
}

/** What the API answers about a voucher code now: 200, or 422 with its code. */
export async function voucherCodeStatus(barcode: string): Promise<{ status: number; error?: string }> {
  const response = await fetch(`${CHECKOUT_API}en/voucher?voucher=${encodeURIComponent(barcode)}`);
  if (response.ok) return { status: response.status };
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}
