import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API } from './environment';

/**
 * Accounts for the account journeys: each test registers its own customer with a unique e-mail, so tests run
 * in parallel and never lock or change the demo accounts other tests use (api/README.md "Accounts").
 */

export interface TestCustomer {
  email: string;
  password: string;
  fname: string;
  lname: string;
}

/** A unique address per call: tests run in parallel against one API. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.org`;
}

export function newCustomer(name = 'visitor'): TestCustomer {
  return { email: uniqueEmail(name), password: 'lindenhof-1', fname: 'Kim', lname: 'Weber' };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API}/en/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; error?: unknown };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json.error)}`);
  return json.data as T;
}

/** Registers a customer directly with the API (for the tests that start with an account); answers its JWT. */
export function registerWithApi(customer: TestCustomer): Promise<string> {
  return post<string>('customer/register', {
    c: {
      email: customer.email,
      password: customer.password,
      salutation: 'mx',
      fname: customer.fname,
      lname: customer.lname,
      company: '',
      phone: '',
      street: 'Lindenallee 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    },
  });
}

/**
 * Changes a customer's password behind the shop's back, as another browser would: every token issued before
 * is revoked (api/README.md "Sessions"), so the shop's next customer call answers 401. Both passwords go in
 * clear, as the shop sends them (SPEC §5 hashes on login only).
 */
export async function changePasswordWithApi(jwt: string, from: string, to: string): Promise<void> {
  await post<string>(`customer/pwdchange?_=${encodeURIComponent(jwt)}`, { _po: from, _pn: to });
}

/** The mails an API (the default museum's unless named) sent to an address, newest first (`/__outbox`). */
export async function outbox(to: string, api = API): Promise<{ subject: string; body: string }[]> {
  const response = await fetch(
    new URL(`__outbox?to=${encodeURIComponent(to)}`, `${api.replace(/\/$/, '')}/`),
  );
  if (!response.ok) throw new Error(`__outbox: ${response.status}`);
  return ((await response.json()) as { data: { subject: string; body: string }[] }).data;
}

/** The session-storage copy of a store, as the shop saved it. */
export function saved<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((storageKey) => JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'), key);
}
