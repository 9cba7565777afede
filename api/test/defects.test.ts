// Contract tests for the defects of issue 9 (a probe of ~4,700 hostile requests), one block per defect.
// They were written before the fixes and failed on the code of that day (see the report).
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { customerSchema, jwtSchema, outboxMailSchema } from '@museum/shared/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays } from '../src/lib/clock.ts';
import { DEMO_CUSTOMERS, DEMO_ORDERS, DEMO_VOUCHER_CODES, demoDates } from '../src/seed/seed.ts';
import { decide, exec, initPayment, loginAnna, md5, pageAmount, pay, URLS } from './checkout-support.ts';
import type { WorkerAnswer } from './fixtures/app-worker.ts';
import { answer, makeShop, ORIGIN } from './support.ts';

const anna = DEMO_CUSTOMERS[0];
const ben = DEMO_CUSTOMERS[1];
/** Tuesday 2 June 2026 is the tests' today (support.ts): these are ordinary open days with free places. */
const NEXT_TUESDAY = '2026-06-09';
const THURSDAY = '2026-06-04';
const ticket = (datetime: string, count = 1, id = 101) => ({ type: 'ticket', id, count, datetime });

/** A separate process that serves the app on an in-memory database: a request that hangs it can be killed. */
function appWorker() {
  const child = fork(join(import.meta.dirname, 'fixtures/app-worker.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  let next = 0;
  /**
   * The answer within `deadline` ms, or 'TIMEOUT' (the worker is then killed: it cannot answer anymore).
   * Generous for a loaded machine; the work the app did is `cpuMs`, measured in its process.
   */
  const request = (method: string, path: string, deadline = 5000) =>
    new Promise<WorkerAnswer | 'TIMEOUT'>((resolve) => {
      const id = ++next;
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('TIMEOUT');
      }, deadline);
      const onMessage = (message: WorkerAnswer) => {
        if (message.id !== id) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.send({ id, method, path });
    });
  return { ready, request, stop: () => child.kill('SIGKILL') };
}

describe('1. no date input can hang the server', () => {
  const worker = appWorker();
  beforeAll(() => worker.ready);
  afterAll(() => worker.stop());

  it.each([
    ['/en/tour/overview?date=9999-12-30&lookahead=1'],
    ['/en/ticket/calendar/event/3/range/99991201;99991231?deep=1'],
    ['/en/ticket/calendar/event/1/range/99991201;99991231'],
    ['/en/tour/calendar/tour/1/range/99991201;99991231'],
    ['/en/tour/soldout/tour/1/range/99991230;99991231'],
  ])('answers %s within a second with a 4xx, and keeps answering', async (path) => {
    const res = await worker.request('GET', path);
    expect(res).not.toBe('TIMEOUT');
    const { status, cpuMs } = res as WorkerAnswer;
    expect(cpuMs).toBeLessThan(1000);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await worker.request('GET', '/en/shopinfo/config?shop=179')).toMatchObject({ status: 200 });
  });

  it('accepts only calendar dates within the shop window (2000-2100)', async () => {
    const shop = makeShop();
    for (const path of [
      '/en/ticket/collect/event/1/date/18000101',
      '/en/tour?tour=1&date=2101-01-01',
      '/en/tour/soldoutTimeslots/tour/1/date/0001-01-01',
      '/en/tour/overview?date=1999-12-31',
    ]) {
      expect(await answer(shop.request('GET', path)), path).toEqual({
        status: 422,
        body: { error: { date: ['DATE_INVALID'] } },
      });
    }
    expect(
      (await answer(shop.request('GET', '/en/ticket/calendar/event/1/range/20991201;21010101'))).body,
    ).toEqual({ error: { range: ['DATE_RANGE_INVALID'] } });
  });
});

describe('2. a booking is never worth more than what was paid', () => {
  it('reserves a voucher code for a cart in payment; a new payment with the code takes it back from a waiting one', async () => {
    const shop = makeShop();
    // LINDEN-PARTIAL has 30 € left. Cart A (16 €) reserves 16 € and waits on its payment page; the visitor
    // goes Back and pays cart B (32 €) instead: B gets the whole 30 €, A is cancelled and cannot be approved.
    const code = { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.partial };
    const pageA = await initPayment(shop, [ticket(`${NEXT_TUESDAY} 10:00:00`, 1), code]);
    expect(await pageAmount(shop, pageA)).toBe(0);
    const pageB = await initPayment(shop, [ticket(`${NEXT_TUESDAY} 11:00:00`, 2), code]);
    expect(await pageAmount(shop, pageB)).toBe(3200 - 3000);
    // A's page cannot approve any more, and its return finds the cart gone: nothing taken, nothing booked.
    expect((await answer(exec(shop, await decide(shop, pageA, 'approve')))).status).toBe(410);
    expect(
      shop.db.prepare("SELECT COUNT(*) AS n FROM payments WHERE status = 'canceled'").get() as { n: number },
    ).toEqual({ n: 1 });
    const res = await answer(exec(shop, await decide(shop, pageB, 'approve')));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { booking_id } = (res.body as { data: { booking_id: string } }).data;
    expect(
      (shop.db.prepare('SELECT total FROM bookings WHERE public_id = ?').get(booking_id) as { total: number })
        .total,
    ).toBe(200);
    const used = shop.db
      .prepare(
        `SELECT SUM(r.amount) AS used FROM voucher_redemptions r JOIN voucher_codes v ON v.id = r.code_id
         WHERE v.barcode = ? AND r.booking_id IS NOT NULL`,
      )
      .get(DEMO_VOUCHER_CODES.partial) as { used: number };
    expect(used.used).toBe(3000);
  });

  it('leaves a waiting cart its part of a code while the code also covers the new cart', async () => {
    const shop = makeShop();
    // 30 € left: cart A (16 €) and cart B (a reduced ticket, 9 €) both fit, so neither disturbs the other.
    const code = { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.partial };
    const pageA = await initPayment(shop, [ticket(`${NEXT_TUESDAY} 10:00:00`, 1), code]);
    const pageB = await initPayment(shop, [ticket(`${NEXT_TUESDAY} 11:00:00`, 1, 102), code]);
    expect([await pageAmount(shop, pageA), await pageAmount(shop, pageB)]).toEqual([0, 0]);
    for (const page of [pageA, pageB])
      expect((await answer(exec(shop, await decide(shop, page, 'approve')))).status).toBe(200);
  });

  it('takes back only the code it needs: a waiting cart of another code keeps its part', async () => {
    const shop = makeShop();
    const partial = { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.partial };
    const valid = { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.valid };
    // W1 holds all 30 € left of PARTIAL, W2 16 € of VALID; the new cart (16 €) needs PARTIAL only.
    await initPayment(shop, [ticket(`${NEXT_TUESDAY} 10:00:00`, 2), partial]);
    await initPayment(shop, [ticket(`${NEXT_TUESDAY} 11:00:00`, 1), valid]);
    const page = await initPayment(shop, [ticket(`${NEXT_TUESDAY} 15:00:00`, 1), partial, valid]);
    expect(await pageAmount(shop, page)).toBe(0);
    const statuses = shop.db.prepare('SELECT status FROM carts ORDER BY created_at, rowid').all() as Array<{
      status: string;
    }>;
    expect(statuses.map((cart) => cart.status)).toEqual(['cancelled', 'open', 'open']);
  });

  it('answers VOUCHER_RESERVED while a cart whose payment is approved holds all the value that is left', async () => {
    const shop = makeShop();
    const code = { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.valid };
    const page = await initPayment(shop, [ticket(`${NEXT_TUESDAY} 10:00:00`, 2), code]);
    await decide(shop, page, 'approve');
    const res = await answer(
      shop.request('POST', '/en/checkout/initPayment', {
        payart: 167,
        cart: { ver: 1, items: [ticket(`${NEXT_TUESDAY} 11:00:00`, 2), code] },
        url: URLS,
      }),
    );
    expect(res).toEqual({ status: 422, body: { error: 'VOUCHER_RESERVED', item: 1 } });
  });
});

describe('3. the password-reset link is built by the API, never from raw input', () => {
  const mails = async (shop: ReturnType<typeof makeShop>) =>
    z
      .array(outboxMailSchema)
      .parse(
        ((await (await shop.request('GET', `/__outbox?to=${anna.email}`)).json()) as { data: unknown }).data,
      );

  it.each([
    [`${ORIGIN}/en/recover/\nhttps://evil.example/steal?t=`],
    [`${ORIGIN}/en/recover/ https://evil.example/steal?t=`],
    [`${ORIGIN}/en/recover/<a href="https://evil.example/">`],
    [`${ORIGIN}/evil/path/`],
    [`${ORIGIN}/en/recover/?next=https://evil.example/`],
    [`${ORIGIN}@evil.example/en/recover/`],
  ])('refuses the backlink %j and mails nothing', async (backlink) => {
    const shop = makeShop();
    const res = await answer(shop.request('POST', '/en/customer/pwdreset', { email: anna.email, backlink }));
    expect(res).toEqual({ status: 422, body: { error: { backlink: ['BACKLINK_NOT_ALLOWED'] } } });
    expect(await mails(shop)).toEqual([]);
  });

  it('builds {shop origin}/{lang}/recover/{token} from the language and an allowed origin', async () => {
    const shop = makeShop();
    await shop.post('/fr/customer/pwdreset', { email: anna.email, origin: ORIGIN }, z.literal(true));
    const [mail] = await mails(shop);
    const links = mail?.body.match(/\S+:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${ORIGIN}/fr/recover/link#[\\w-]{32}$`));
    expect(
      await answer(
        shop.request('POST', '/fr/customer/pwdreset', { email: anna.email, origin: 'https://evil.example' }),
      ),
    ).toEqual({ status: 422, body: { error: { origin: ['URL_NOT_ALLOWED'] } } });
  });
});

describe('4. only the owner cancels a cart, never one whose payment is approved', () => {
  const items = [{ type: 'voucher', id: 1, count: 1 }];
  const cancel = (shop: ReturnType<typeof makeShop>, query: string) =>
    answer(shop.request('POST', `/en/checkout/cancel?noRedirect=1&${query}`, {}));

  it('needs the cart secret (sessionUs) for an anonymous cart', async () => {
    const shop = makeShop();
    const page = await initPayment(shop, items);
    const cartId = (
      shop.db.prepare('SELECT cart_id FROM payments WHERE id = ?').get(page.split('/').pop()) as {
        cart_id: string;
      }
    ).cart_id;
    expect(await cancel(shop, `cartId=${cartId}`)).toEqual({
      status: 422,
      body: { error: { sessionUs: ['FIELD_REQUIRED'] } },
    });
    expect(await cancel(shop, `cartId=${cartId}&sessionUs=guessed`)).toEqual({
      status: 422,
      body: { error: 'PAYMENT_UNVERIFIED' },
    });
    const returned = await decide(shop, page, 'cancel');
    expect(await cancel(shop, `cartId=${cartId}&sessionUs=${returned.sessionUs}`)).toEqual({
      status: 200,
      body: { data: true },
    });
  });

  it("refuses another customer's JWT and accepts the owner's", async () => {
    const shop = makeShop();
    const annaJwt = await loginAnna(shop);
    const benJwt = await shop.post('/en/auth/login', { _u: ben.email, _p: md5(ben.password) }, jwtSchema);
    const page = await initPayment(shop, items, annaJwt);
    const cartId = (
      shop.db.prepare('SELECT cart_id FROM payments WHERE id = ?').get(page.split('/').pop()) as {
        cart_id: string;
      }
    ).cart_id;
    expect(await cancel(shop, `cartId=${cartId}&_=${benJwt}`)).toEqual({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect((await cancel(shop, `cartId=${cartId}&_=${annaJwt}`)).status).toBe(200);
  });

  it('refuses to cancel a cart whose payment is approved; it can still be booked', async () => {
    const shop = makeShop();
    const returned = await pay(shop, items);
    expect(await cancel(shop, `cartId=${returned.cartId}&sessionUs=${returned.sessionUs}`)).toEqual({
      status: 422,
      body: { error: 'PAYMENT_ALREADY_APPROVED' },
    });
    expect((await answer(exec(shop, returned))).status).toBe(200);
  });
});

describe('5. no payment is approved that cannot be booked; otherwise it is marked for refund', () => {
  it('approves only one of two payments for one museum order', async () => {
    const shop = makeShop();
    const open = async () => {
      const address = await shop.post(
        '/en/checkout/initPaymentOrder',
        { payart: 167, id: DEMO_ORDERS.open, url: URLS },
        z.string(),
      );
      return new URL(address).pathname;
    };
    const [first, second] = [await open(), await open()];
    const a = await decide(shop, first, 'approve');
    const b = await decide(shop, second, 'approve');
    expect(a.location.searchParams.get('status')).toBe('approved');
    expect(b.location.searchParams.get('status')).toBe('failed');
    expect((await answer(exec(shop, a))).status).toBe(200);
    expect((await answer(exec(shop, b))).body).toMatchObject({ error: 'PAYMENT_FAILED' });
  });

  it('refuses the approval when the places went before it', async () => {
    const shop = makeShop();
    const slot = `${demoDates(shop.today).soldOutSlotDay} 12:00:00`;
    const later = await initPayment(shop, [ticket(slot, 2)]);
    const first = await pay(shop, [ticket(slot, 2)]);
    expect((await answer(exec(shop, first))).status).toBe(200);
    const refused = await decide(shop, later, 'approve');
    expect(refused.location.searchParams.get('status')).toBe('failed');
    expect(await answer(exec(shop, refused))).toEqual({
      status: 422,
      body: { error: 'PAYMENT_FAILED', reason: 'ITEM_SOLD_OUT', item: 0, available: 0 },
    });
  });

  it('marks an approved payment for refund when its places went before execPayment, and says why', async () => {
    const shop = makeShop();
    const slot = `${demoDates(shop.today).soldOutSlotDay} 12:00:00`;
    const first = await pay(shop, [ticket(slot, 2)]);
    const second = await pay(shop, [ticket(slot, 2)]);
    expect((await answer(exec(shop, first))).status).toBe(200);
    const refunded = {
      status: 422,
      body: { error: 'PAYMENT_REFUNDED', reason: 'ITEM_SOLD_OUT', item: 0, available: 0 },
    };
    expect(await answer(exec(shop, second))).toEqual(refunded);
    expect(await answer(exec(shop, second))).toEqual(refunded);
    expect(shop.db.prepare('SELECT status FROM payments WHERE id = ?').get(second.us)).toEqual({
      status: 'refund',
    });
  });
});

describe('6. sessions, reset tokens and login limits', () => {
  it('revokes earlier JWTs when the password changes and answers a fresh one', async () => {
    const shop = makeShop();
    const jwt = await loginAnna(shop);
    const other = await loginAnna(shop);
    const fresh = await shop.post(
      `/en/customer/pwdchange?_=${jwt}`,
      { _po: anna.password, _pn: 'brand-new-1' },
      jwtSchema,
    );
    for (const old of [jwt, other])
      expect(await answer(shop.request('GET', `/en/customer?_=${old}`))).toEqual({
        status: 401,
        body: { error: 'UNAUTHORIZED' },
      });
    expect((await shop.get(`/en/customer?_=${fresh}`, customerSchema)).email).toBe(anna.email);
  });

  it('keeps only the newest reset token valid, once', async () => {
    const shop = makeShop();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await shop.post('/en/customer/pwdreset', { email: anna.email, origin: ORIGIN }, z.literal(true));
      const mail = (await (await shop.request('GET', `/__outbox?to=${anna.email}`)).json()) as {
        data: Array<{ body: string }>;
      };
      tokens.push(/\/recover\/link#([\w-]+)/.exec(mail.data[0]?.body ?? '')?.[1] ?? '');
    }
    const confirm = (token: string) =>
      answer(shop.request('POST', '/en/customer/pwdconfirm', { token, _p: 'recovered-pw' }));
    expect(await confirm(String(tokens[0]))).toEqual({ status: 422, body: { error: 'TOKEN_INVALID' } });
    expect((await confirm(String(tokens[1]))).status).toBe(200);
    expect((await confirm(String(tokens[1]))).status).toBe(422);
  });

  it('invalidates reset tokens when the password is changed', async () => {
    const shop = makeShop();
    await shop.post('/en/customer/pwdreset', { email: anna.email, origin: ORIGIN }, z.literal(true));
    const mail = (await (await shop.request('GET', `/__outbox?to=${anna.email}`)).json()) as {
      data: Array<{ body: string }>;
    };
    const token = /\/recover\/link#([\w-]+)/.exec(mail.data[0]?.body ?? '')?.[1] ?? '';
    const jwt = await loginAnna(shop);
    await shop.post(`/en/customer/pwdchange?_=${jwt}`, { _po: anna.password, _pn: 'brand-new-1' }, jwtSchema);
    expect(
      await answer(shop.request('POST', '/en/customer/pwdconfirm', { token, _p: 'attacker-pw' })),
    ).toEqual({ status: 422, body: { error: 'TOKEN_INVALID' } });
  });

  it('does not let one client lock another client out of an account', async () => {
    const shop = makeShop();
    const login = (ip: string, password: string) =>
      answer(shop.requestFrom(ip, 'POST', '/en/auth/login', { _u: anna.email, _p: md5(password) }));
    for (let i = 0; i < 5; i += 1) expect((await login('203.0.113.66', 'wrong')).status).toBe(422);
    expect((await login('203.0.113.66', anna.password)).status).toBe(429);
    expect((await login('198.51.100.7', anna.password)).status).toBe(200);
  });

  it('limits one client trying many accounts', async () => {
    const shop = makeShop();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await shop.requestFrom('203.0.113.66', 'POST', '/en/auth/login', {
        _u: `victim${i}@example.org`,
        _p: md5('guess'),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another client is not affected.
    const other = await shop.requestFrom('198.51.100.7', 'POST', '/en/auth/login', {
      _u: anna.email,
      _p: md5(anna.password),
    });
    expect(other.status).toBe(200);
  });

  it('hashes passwords off the event loop', async () => {
    const shop = makeShop();
    // scrypt on the event loop runs the whole login in one turn: nothing else gets a turn until it answers.
    // On the thread pool the loop keeps turning while the hash is computed.
    let turns = 0;
    let done = false;
    const turn = () => {
      if (done) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const res = await shop.request('POST', '/en/auth/login', { _u: anna.email, _p: md5(anna.password) });
    done = true;
    expect(res.status).toBe(200);
    expect(turns).toBeGreaterThan(0);
  });
});

describe('7. every body must be application/json', () => {
  const shop = makeShop();
  it.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
    ['application/jsonp'],
  ])('answers 415 for %s', async (type) => {
    const res = await answer(
      shop.request('POST', '/en/auth/login', JSON.stringify({ _u: anna.email, _p: md5(anna.password) }), {
        'Content-Type': type,
      }),
    );
    expect(res).toEqual({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers 415 without a content type, and accepts a charset', async () => {
    const body = JSON.stringify({ _u: anna.email, _p: md5(anna.password) });
    const bare = await shop.app.request('/en/auth/login', { method: 'POST', body });
    expect(bare.status).toBe(415);
    const res = await shop.request('POST', '/en/auth/login', body, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
    expect(res.status).toBe(200);
  });
});

describe('8. validation gaps', () => {
  const shop = makeShop();
  const init = (items: unknown[]) =>
    answer(
      shop.request('POST', '/en/checkout/initPayment', {
        payart: 167,
        cart: { ver: 1, items },
        url: URLS,
        country: 'DE',
      }),
    );
  const wednesday = '2026-06-10';
  const tour3 = (answers: unknown[]) => ({
    type: 'guidedTour',
    tourId: 3,
    datetime: `${wednesday} 10:00:00`,
    prices: [{ id: 1301, count: 1 }],
    tickets: [{ id: 1311, count: 12 }],
    answers,
  });
  const owner = {
    name: 'Anna Schmidt',
    address: { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' },
  };

  it('refuses duplicate family-component lines', async () => {
    const res = await init([
      {
        type: 'ticket',
        id: 104,
        count: 1,
        datetime: `${NEXT_TUESDAY} 10:00:00`,
        subtickets: [
          { id: 1041, count: 1 },
          { id: 1041, count: 1 },
          { id: 1042, count: 1 },
          { id: 1043, count: 1 },
        ],
      },
    ]);
    expect(res).toEqual({
      status: 422,
      body: { error: { 'cart.items.0.subtickets.1.id': ['FIELD_DUPLICATE'] } },
    });
  });

  /** Tour 1 at 11:00 next Tuesday: one seat, and a family ticket of `adults` adults and `children` children. */
  const tourFamily = (adults: number, children: number) => ({
    type: 'guidedTour',
    tourId: 1,
    datetime: `${NEXT_TUESDAY} 11:00:00`,
    prices: [{ id: 1101, count: 1 }],
    tickets: [
      {
        id: 1113,
        count: 1,
        subtickets: [
          { id: 11131, count: adults },
          { id: 11132, count: children },
        ],
      },
    ],
  });

  it('bounds the persons of a tour family ticket by each component', async () => {
    // Two adults and three children for the family's flat price (the seed's tour 1): twenty adults on one
    // ticket were a group of twenty for one seat and €32 (€400 as twenty adult tickets).
    expect((await init([tourFamily(2, 3)])).status).toBe(200);
    for (const [adults, children, subticket, available] of [
      [20, 0, 11131, 2],
      [3, 3, 11131, 2],
      [2, 4, 11132, 3],
      [5000, 5000, 11131, 2],
    ] as const) {
      expect(await init([tourFamily(adults, children)]), `${adults} + ${children}`).toEqual({
        status: 422,
        body: { error: 'SUBTICKETS_INVALID', item: 0, subticket, available },
      });
    }
  });

  it('counts each member of a tour family against the places (not one place per family)', async () => {
    // The slot has 20 places: four families of five fit, a fifth does not, though each takes one seat and one
    // ticket.
    const families = (n: number) => Array.from({ length: n }, () => tourFamily(2, 3));
    expect((await init(families(4))).status).toBe(200);
    expect(await init(families(5))).toEqual({
      status: 422,
      body: { error: 'ITEM_SOLD_OUT', item: 4, available: 20 },
    });
  });

  it('refuses a tour family ticket counted other than once (its count would be stored, not priced)', async () => {
    for (const count of [0, 2, 40]) {
      const res = await init([
        {
          type: 'guidedTour',
          tourId: 1,
          datetime: `${NEXT_TUESDAY} 11:00:00`,
          prices: [{ id: 1101, count: 1 }],
          tickets: [{ id: 1113, count, subtickets: [{ id: 11131, count: 1 }] }],
        },
      ]);
      expect(res).toEqual({ status: 422, body: { error: 'SUBTICKETS_INVALID', item: 0, ticket: 1113 } });
    }
  });

  it('checks the addresses of annual-pass owners', async () => {
    const res = await init([
      {
        type: 'annualPass',
        id: 6,
        count: 1,
        owners: [{ ...owner, address: { ...owner.address, zip: '1'.repeat(5000) } }],
        send_to_custom_addr: true,
      },
    ]);
    expect(res).toEqual({ status: 422, body: { error: 'PASS_OWNER_INVALID', item: 0 } });
    expect((await init([{ type: 'annualPass', id: 6, count: 1, owners: [owner] }])).status).toBe(200);
  });

  it('charges shipping per parcel: a pass sent to its owner abroad pays that country’s costs', async () => {
    const zurich = {
      name: 'Lea Keller',
      address: { street: 'Seestrasse 2', zip: '8002', city: 'Zürich', country: 'CH' },
      send_to_custom_addr: true,
    };
    const passes = [{ type: 'annualPass', id: 6, count: 2, owners: [{ name: 'Anna Schmidt' }, zurich] }];
    // One card with the buyer in Germany (4.95), one to Zurich (world, 14.95): two parcels of 20 g.
    const expected = 2 * 6500 + 495 + 1495;
    const res = await init(passes);
    expect(res.status).toBe(200);
    const { data: address } = res.body as { data: string };
    expect(await pageAmount(shop, new URL(address).pathname)).toBe(expected);
    expect(
      await answer(
        shop.request('POST', '/en/checkout/shipping', { country: 'DE', cart: { ver: 1, items: passes } }),
      ),
    ).toEqual({ status: 200, body: { data: 495 + 1495 } });
    // Every card to its holder: no country of the cart's is needed. Two cards to one address, however it is
    // spaced, are one parcel; an owner beyond the number of cards is no card and costs nothing.
    const twoToZurich = [
      {
        type: 'annualPass',
        id: 6,
        count: 2,
        owners: [zurich, { ...zurich, address: { ...zurich.address, street: ' seestrasse  2 ' } }, zurich],
      },
    ];
    expect(
      await answer(shop.request('POST', '/en/checkout/shipping', { cart: { ver: 1, items: twoToZurich } })),
    ).toEqual({ status: 200, body: { data: 1495 } });
    // No costs stored for the owner's country: refused at that line, not sent for the buyer's costs.
    const boston = { ...zurich, address: { ...zurich.address, zip: '02108', city: 'Boston', country: 'US' } };
    expect(await init([{ type: 'annualPass', id: 6, count: 1, owners: [boston] }])).toEqual({
      status: 422,
      body: { error: 'NO_SHIPPING_COSTS_FOR_COUNTRY', country: 'US', item: 0 },
    });
    // The same when the cart's own country is that one too: the card's parcel is still the owner's.
    expect(
      await answer(
        shop.request('POST', '/en/checkout/shipping', {
          country: 'US',
          cart: { ver: 1, items: [{ type: 'annualPass', id: 6, count: 1, owners: [boston] }] },
        }),
      ),
    ).toEqual({ status: 422, body: { error: 'NO_SHIPPING_COSTS_FOR_COUNTRY', country: 'US', item: 0 } });
  });

  it('sends a card for the buyer’s own delivery address with the order: one parcel, not two', async () => {
    const jwt = await loginAnna(shop);
    // Anna's delivery address (seed: Vienna), typed with other spacing and case as the card's address.
    const toAnna = {
      name: 'Anna Schmidt',
      address: { street: 'hauptstraße  8', zip: '1010', city: 'WIEN', country: 'AT' },
      send_to_custom_addr: true,
    };
    // Postcards for Anna, and the card to her address: one parcel to Vienna (170 g, 9.95), not two.
    const items = [
      { type: 'merchandise', id: 3, count: 1 },
      { type: 'annualPass', id: 6, count: 1, owners: [toAnna] },
    ];
    const shipping = await answer(
      shop.request('POST', `/en/checkout/shipping?_=${jwt}`, { cart: { ver: 1, items } }),
    );
    expect(shipping).toEqual({ status: 200, body: { data: 995 } });
    const path = await initPayment(shop, items, jwt);
    expect(await pageAmount(shop, path)).toBe(800 + 6500 + 995);
    // Stored as sent with the order, so that the booking prices what was paid.
    const cart = shop.db
      .prepare('SELECT c.items FROM carts c JOIN payments p ON p.cart_id = c.id WHERE p.id = ?')
      .get(path.split('/').pop()) as { items: string } | undefined;
    expect(JSON.parse(cart?.items ?? '[]')[1].owners[0]).toMatchObject({ send_to_custom_addr: false });
  });

  it('does not sell an annual pass as plain merchandise (its owner would be unchecked)', async () => {
    expect(await init([{ type: 'merchandise', id: 6, count: 1 }])).toEqual({
      status: 422,
      body: { error: 'PASS_OWNER_INVALID', item: 0 },
    });
  });

  it('refuses a number as the answer to a text question', async () => {
    const answers = [
      { qId: 31, type: 'text', value: 42 },
      { qId: 32, type: 'select', value: 321 },
      { qId: 33, type: 'radio', value: 332 },
    ];
    expect(await init([tour3(answers)])).toEqual({
      status: 422,
      body: { error: 'TOUR_ANSWER_INVALID', item: 0, question: 31 },
    });
  });

  it('refuses a day ticket with an empty datetime (it is not an open-dated one)', async () => {
    expect(await init([{ type: 'dayticket', id: 301, count: 1, datetime: '' }])).toEqual({
      status: 422,
      body: { error: { 'cart.items.0.datetime': ['DATE_INVALID'] } },
    });
  });

  it('answers 406 for an unknown order in customer/fromOrder, as documented', async () => {
    expect(await answer(shop.request('GET', '/en/customer/fromOrder?id=nope'))).toEqual({
      status: 406,
      body: { error: 'ORDER_NOT_AVAILABLE' },
    });
  });

  it.each([
    ['fname', 'An\u0000na'],
    ['lname', 'Schmidt\u202Egnp.exe'],
    ['city', 'Berlin\u2066'],
    ['street', 'Hauptstr.\u0007 1'],
  ])('refuses control and bidi-override characters in %s', async (field, value) => {
    const res = await answer(
      shop.request('POST', '/en/customer/validate', {
        c: {
          email: 'new@example.org',
          password: 'a-long-secret',
          salutation: 'mr',
          fname: 'Jonas',
          lname: 'Berg',
          street: 'Hauptstr. 1',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
          [field]: value,
        },
      }),
    );
    expect(res).toEqual({ status: 422, body: { error: { [field]: ['CHARACTERS_INVALID'] } } });
  });
});

describe('9. a tour slot sells only the prices it offers', () => {
  const shop = makeShop();
  const tour1 = (datetime: string, price: number) => ({
    type: 'guidedTour',
    tourId: 1,
    datetime,
    prices: [{ id: price, count: 1 }],
    tickets: [{ id: 1111, count: 1 }],
  });
  const init = (item: unknown) =>
    answer(
      shop.request('POST', '/en/checkout/initPayment', {
        payart: 167,
        cart: { ver: 1, items: [item] },
        url: URLS,
      }),
    );

  it('sells the evening fee, not the day fee, on Thursday at 18:00', async () => {
    expect((await init(tour1(`${THURSDAY} 18:00:00`, 1102))).status).toBe(200);
    expect(await init(tour1(`${THURSDAY} 18:00:00`, 1101))).toEqual({
      status: 422,
      body: { error: 'ITEM_NOT_FOUND', item: 0, price: 1101 },
    });
    expect(await init(tour1(`${addDays(THURSDAY, 0)} 11:00:00`, 1102))).toEqual({
      status: 422,
      body: { error: 'ITEM_NOT_FOUND', item: 0, price: 1102 },
    });
  });
});
