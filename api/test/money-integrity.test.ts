// Money integrity (issue 9): carts that share voucher codes, the last places and the last stock are paid,
// approved, cancelled, failed and booked in generated orders, partly at once, with payments for one museum
// order racing each other and the clock running past the carts' lifetime. Afterwards, whatever happened:
// every booking cost exactly what its payment was approved for, no voucher code gave more than its value,
// no capacity was oversold, and every approved payment ended in a booking or a refund mark.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDERS, DEMO_VOUCHER_CODES, demoDates } from '../src/seed/seed.ts';
import { availability } from '../src/services/availability.ts';
import type { Returned } from './checkout-support.ts';
import { decide, exec, URLS } from './checkout-support.ts';
import type { TestShop } from './support.ts';
import { answer, copyOf, makeShop, seededDb } from './support.ts';

type Decision = 'approve' | 'cancel' | 'fail' | 'none';
type Action = 'exec' | 'cancel' | 'exec+exec' | 'exec+cancel' | 'late';

interface Script {
  order: boolean;
  items: unknown[];
  decision: Decision;
  actions: Action[];
}

const SCENARIOS = 60;

function items(soldOutSlotDay: string) {
  const pool = [
    // The 12:00 slot has 2 places left; the tote bag 3 pieces.
    { type: 'ticket', id: 101, count: 1, datetime: `${soldOutSlotDay} 12:00:00` },
    { type: 'ticket', id: 102, count: 2, datetime: `${soldOutSlotDay} 12:00:00` },
    { type: 'merchandise', id: 4, count: 1 },
    { type: 'merchandise', id: 4, count: 2 },
    { type: 'voucher', id: 1, count: 1 },
  ];
  const codes = [
    { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.valid },
    { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.partial },
  ];
  return fc
    .tuple(fc.subarray(pool, { minLength: 1, maxLength: 3 }), fc.subarray(codes))
    .map(([goods, chosen]) => [...goods, ...chosen]);
}

const script = (soldOutSlotDay: string): fc.Arbitrary<Script> =>
  fc.record({
    // One cart in four pays the museum order instead.
    order: fc.nat(3).map((n) => n === 0),
    items: items(soldOutSlotDay),
    decision: fc.constantFrom<Decision>('approve', 'approve', 'approve', 'cancel', 'fail', 'none'),
    actions: fc.array(fc.constantFrom<Action>('exec', 'cancel', 'exec+exec', 'exec+cancel', 'late'), {
      maxLength: 3,
    }),
  });

/** One cart's way through checkout; each step may run beside steps of other carts. */
function cartRun(shop: TestShop, s: Script) {
  let page: string | null = null;
  let returned: Returned | null = null;
  const steps: Array<() => Promise<unknown>> = [
    async () => {
      const res = s.order
        ? await shop.request('POST', '/en/checkout/initPaymentOrder', {
            payart: 167,
            id: DEMO_ORDERS.open,
            url: URLS,
          })
        : await shop.request('POST', '/en/checkout/initPayment', {
            payart: 167,
            cart: { ver: 1, items: s.items },
            url: URLS,
            country: 'DE',
          });
      const body = (await res.json()) as { data?: string };
      // A cart the shop refuses (sold out, voucher reserved…) never reaches payment.
      page = res.status === 200 && body.data ? new URL(body.data).pathname : null;
    },
    async () => {
      if (page && s.decision !== 'none') returned = await decide(shop, page, s.decision);
    },
    ...s.actions.map((action) => async () => {
      if (!returned) return;
      const r = returned;
      const cancel = () =>
        shop.request('POST', `/en/checkout/cancel?noRedirect=1&cartId=${r.cartId}&sessionUs=${r.sessionUs}`);
      if (action === 'late') shop.clock.advance(31 * 60 * 1000);
      else if (action === 'exec') await exec(shop, r);
      else if (action === 'cancel') await cancel();
      else if (action === 'exec+exec') await Promise.all([exec(shop, r), exec(shop, r)]);
      else await Promise.all([exec(shop, r), cancel()]);
    }),
  ];
  return steps;
}

/** Runs the carts' steps interleaved: each round takes the next step of every cart, all at once. */
async function interleave(runs: Array<Array<() => Promise<unknown>>>, order: number[]): Promise<void> {
  const queues = runs.map((steps) => [...steps]);
  for (let round = 0; round < 10 && queues.some((q) => q.length > 0); round += 1) {
    const batch = order.filter((i) => (queues[i]?.length ?? 0) > 0);
    await Promise.all(batch.map((i) => queues[i]?.shift()?.()));
  }
}

function checkInvariants(shop: TestShop): void {
  const { db } = shop;
  // Every booking of a cart: the amount of its approved payment, exactly.
  const bookings = db
    .prepare(
      `SELECT b.public_id, b.total, b.status, p.amount, p.status AS payment
       FROM bookings b JOIN carts c ON c.booking_id = b.id JOIN payments p ON p.cart_id = c.id
       WHERE c.status = 'booked'`,
    )
    .all() as Array<{ public_id: string; total: number; status: string; amount: number; payment: string }>;
  for (const b of bookings) {
    expect(b.payment, b.public_id).toBe('approved');
    expect(b.total, b.public_id).toBe(b.amount);
  }
  // The museum order was paid at most once, for its total.
  const orderCarts = db
    .prepare(
      `SELECT COUNT(*) AS n FROM carts c JOIN bookings o ON o.id = c.order_id WHERE o.public_id = ? AND c.status = 'booked'`,
    )
    .get(DEMO_ORDERS.open) as { n: number };
  expect(orderCarts.n).toBeLessThanOrEqual(1);
  // Every approved payment ended in a booking (the others are marked for refund).
  const unsettled = db
    .prepare(
      `SELECT p.id FROM payments p JOIN carts c ON c.id = p.cart_id WHERE p.status = 'approved' AND c.status <> 'booked'`,
    )
    .all();
  expect(unsettled).toEqual([]);
  const refundedButBooked = db
    .prepare(
      `SELECT p.id FROM payments p JOIN carts c ON c.id = p.cart_id WHERE p.status = 'refund' AND c.status = 'booked'`,
    )
    .all();
  expect(refundedButBooked).toEqual([]);
  // No code gave more than its value: spent by bookings plus still reserved by carts in payment.
  const avail = availability(db);
  const codes = db.prepare('SELECT id, barcode, amount FROM voucher_codes').all() as Array<{
    id: number;
    barcode: string;
    amount: number;
  }>;
  for (const code of codes) {
    const { spent, reserved } = avail.voucherTaken(code.id, shop.clock.now().getTime() / 1000);
    expect(spent + reserved, code.barcode).toBeLessThanOrEqual(code.amount);
  }
  // Nothing oversold.
  const slots = db
    .prepare(
      `SELECT t.id, t.capacity, SUM(bl.persons) AS persons FROM timeslots t
       JOIN booking_lines bl ON bl.timeslot_id = t.id JOIN bookings b ON b.id = bl.booking_id
       WHERE b.status IN ('paid', 'reserved') GROUP BY t.id`,
    )
    .all() as Array<{ id: number; capacity: number; persons: number }>;
  for (const s of slots) expect(s.persons, `slot ${s.id}`).toBeLessThanOrEqual(s.capacity);
  const stock = db
    .prepare(
      `SELECT m.id, m.stock_capacity, SUM(bl.quantity) AS sold FROM merchandise m
       JOIN booking_lines bl ON bl.kind IN ('merchandise', 'annualPass') AND bl.ref_id = m.id
       JOIN bookings b ON b.id = bl.booking_id WHERE b.status IN ('paid', 'reserved') GROUP BY m.id`,
    )
    .all() as Array<{ id: number; stock_capacity: number; sold: number }>;
  for (const m of stock) expect(m.sold, `article ${m.id}`).toBeLessThanOrEqual(m.stock_capacity);
}

describe('money integrity under racing payments', () => {
  it('books every cart for exactly what was paid, never a voucher beyond its value', async () => {
    const template = seededDb();
    const { soldOutSlotDay } = demoDates(makeShop('full', { db: template }).today);
    let bookings = 0;
    let refunds = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(script(soldOutSlotDay), { minLength: 3, maxLength: 8 }),
        fc.array(fc.nat(7), { minLength: 8, maxLength: 8 }),
        async (scripts, shuffle) => {
          const shop = makeShop('full', { db: copyOf(template) });
          const runs = scripts.map((s) => cartRun(shop, s));
          const order = [...scripts.keys()].sort((a, b) => (shuffle[a] ?? 0) - (shuffle[b] ?? 0));
          await interleave(runs, order);
          // The shop comes back for every approved payment (SPEC §4: execPayment after the provider).
          const approved = shop.db
            .prepare(
              `SELECT p.id AS us, p.secret AS sessionUs, p.cart_id AS cartId FROM payments p
               JOIN carts c ON c.id = p.cart_id WHERE p.status = 'approved' AND c.status <> 'booked'`,
            )
            .all() as Array<{ us: string; sessionUs: string; cartId: string }>;
          for (const r of approved) {
            const res = await answer(exec(shop, r));
            if (res.status !== 200) expect(res.body).toMatchObject({ error: 'PAYMENT_REFUNDED' });
          }
          checkInvariants(shop);
          bookings += (
            shop.db.prepare("SELECT COUNT(*) AS n FROM carts WHERE status = 'booked'").get() as { n: number }
          ).n;
          refunds += (
            shop.db.prepare("SELECT COUNT(*) AS n FROM payments WHERE status = 'refund'").get() as {
              n: number;
            }
          ).n;
        },
      ),
      { numRuns: SCENARIOS },
    );
    process.stdout.write(
      `\nmoney integrity: ${SCENARIOS} scenarios, ${bookings} bookings, ${refunds} refunds\n`,
    );
    // The scenarios did book and did refund: the invariants were tested on both paths.
    expect(bookings).toBeGreaterThan(SCENARIOS / 6);
    expect(refunds).toBeGreaterThan(0);
  });
});
