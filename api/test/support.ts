import { envelope } from '@museum/shared/wire';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { AppOptions } from '../src/app.ts';
import { createApp } from '../src/app.ts';
import type { Db } from '../src/db/open.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Clock } from '../src/lib/clock.ts';
import { localDate } from '../src/lib/clock.ts';
import type { Profile } from '../src/seed/profiles.ts';
import { seedDemo } from '../src/seed/seed.ts';

/** Tuesday 2 June 2026, 08:00 in Berlin: every test sees the same demo museum. */
export const NOW = new Date('2026-06-02T06:00:00Z');
export const ORIGIN = 'http://localhost:3000';

/** A clock tests can move. */
export function testClock(start = NOW): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (d) => {
      now = d;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export interface TestShop {
  app: ReturnType<typeof createApp>;
  db: Db;
  clock: ReturnType<typeof testClock>;
  today: string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The same request as it arrives on a socket from the client address `ip` (login limits are per client). */
  requestFrom(
    ip: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** GET path, expect 200 and parse `data` with the wire schema. */
  get<T extends z.core.$ZodType>(path: string, schema: T): Promise<z.infer<T>>;
  /** POST path, expect 200 and parse `data` with the wire schema. */
  post<T extends z.core.$ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>>;
}

export function seededDb(profile: Profile = 'full', file = ':memory:', now = NOW): Db {
  const db = openDatabase(file);
  seedDemo(db, { profile, today: localDate(now) });
  return db;
}

/** A fresh in-memory copy of a seeded database (seeding costs ~0.3 s; a copy a few milliseconds). */
export function copyOf(template: Db): Db {
  const db = new Database(template.serialize());
  db.pragma('foreign_keys = ON');
  return db;
}

export function makeShop(
  profile: Profile = 'full',
  options: Partial<AppOptions> & { db?: Db } = {},
): TestShop {
  const clock = testClock();
  const db = options.db ?? seededDb(profile);
  const app = createApp({
    db,
    clock,
    corsOrigins: [ORIGIN],
    publicUrl: 'http://api.test/',
    enableTestEndpoints: true,
    ...options,
  });
  const requestFrom = (
    ip: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    Promise.resolve(
      app.request(
        path,
        {
          method,
          // The shop's client (ky) sends every POST as JSON, with or without a body.
          headers: method === 'GET' ? headers : { 'Content-Type': 'application/json', ...headers },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        },
        // What @hono/node-server hands to the app: the request and its socket.
        { incoming: { socket: { remoteAddress: ip } } },
      ),
    );
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    requestFrom('192.0.2.1', method, path, body, headers);
  const parse = async <T extends z.core.$ZodType>(res: Response, schema: T, path: string) => {
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBe(200);
    return (envelope(schema).parse(JSON.parse(text)) as { data: z.infer<T> }).data;
  };
  return {
    app,
    db,
    clock,
    today: localDate(clock.now()),
    request,
    requestFrom,
    get: async (path, schema) => parse(await request('GET', path), schema, path),
    post: async (path, body, schema) => parse(await request('POST', path, body), schema, path),
  };
}

/** Status and JSON body of a response. */
export async function answer(res: Response | Promise<Response>): Promise<{ status: number; body: unknown }> {
  const r = await res;
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

/** A registration's body: a new customer with every field the demo museum asks for. */
export const newCustomer = (email: string) => ({
  c: {
    email,
    password: 'a-long-secret',
    salutation: 'mr',
    fname: 'Jonas',
    lname: 'Berg',
    company: '',
    phone: '+46 8 123 456',
    street: 'Drottninggatan 1',
    zip: '111 51',
    city: 'Stockholm',
    country: 'SE',
  },
});
