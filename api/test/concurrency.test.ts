import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/lib/clock.ts';
import { demoDates } from '../src/seed/seed.ts';
import { book, pay } from './checkout-support.ts';
import { makeShop, seededDb } from './support.ts';

const PROCESSES = 4;
const CARTS = 16;
const PLACES_LEFT = 5;

describe('concurrent payments for the last places', () => {
  const dir = mkdtempSync(join(tmpdir(), 'museum-race-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never oversells a slot when several processes book at once', async () => {
    const now = new Date();
    const file = join(dir, 'race.db');
    const db = seededDb('full', file, now);
    // The real clock: the worker processes use it too.
    const shop = makeShop('full', { db, clock: { now: () => new Date() } });
    const slot = `${demoDates(localDate(now)).soldOutSlotDay} 15:00:00`;
    const ticket = (count: number) => ({ type: 'ticket', id: 101, count, datetime: slot });
    await book(shop, [ticket(30 - PLACES_LEFT)]);

    // Every cart passes the check at initPayment (5 places are left) and has an approved payment.
    const jobs: Array<{ cartId: string; us: string; sessionUs: string }> = [];
    for (let i = 0; i < CARTS; i += 1) {
      const { cartId, us, sessionUs } = await pay(shop, [ticket(1)]);
      jobs.push({ cartId, us, sessionUs });
    }

    const workers = Array.from({ length: PROCESSES }, () =>
      fork(join(import.meta.dirname, 'fixtures/pay-worker.ts'), [], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    // Every cart goes to two different processes: a repeated execPayment must not book twice.
    const ready = workers.map((w, i) => {
      w.send({ file, jobs: jobs.filter((_, j) => j % PROCESSES === i || (j + 1) % PROCESSES === i) });
      return new Promise<void>((resolve) => w.once('message', () => resolve()));
    });
    await Promise.all(ready);
    const results = workers.map(
      (w) =>
        new Promise<Array<{ status: number; body: { error?: string; reason?: string; data?: unknown } }>>(
          (resolve, reject) => {
            w.once('message', resolve);
            w.once('exit', (code) => code !== 0 && reject(new Error(`worker exited ${code}`)));
          },
        ),
    );
    for (const w of workers) w.send('go');
    const all = (await Promise.all(results)).flat();

    expect(all).toHaveLength(2 * CARTS);
    const booked = all.filter((r) => r.status === 200);
    expect(booked).toHaveLength(2 * PLACES_LEFT);
    const bookingIds = new Set(
      booked.map((r) => (r.body as { data: { booking_id: string } }).data.booking_id),
    );
    expect(bookingIds.size).toBe(PLACES_LEFT);
    // The others were approved, then their places went: marked for refund, with the reason.
    const refused = all.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(2 * (CARTS - PLACES_LEFT));
    for (const r of refused)
      expect(r).toMatchObject({ status: 422, body: { error: 'PAYMENT_REFUNDED', reason: 'ITEM_SOLD_OUT' } });
    const refunds = db.prepare("SELECT COUNT(*) AS n FROM payments WHERE status = 'refund'").get();
    expect(refunds).toEqual({ n: CARTS - PLACES_LEFT });
    const places = db
      .prepare(
        `SELECT SUM(bl.persons) AS persons FROM booking_lines bl JOIN bookings b ON b.id = bl.booking_id
         JOIN timeslots t ON t.id = bl.timeslot_id WHERE t.event_id = 1 AND t.start = ? AND b.status = 'paid'`,
      )
      .get(slot) as { persons: number };
    expect(places.persons).toBe(30);
    db.close();
  });
});
