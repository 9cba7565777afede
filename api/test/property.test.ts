// Property-based test of every endpoint of SPEC §7 with generated hostile input: dates and ranges at and
// beyond the calendar's limits, numbers, strings, nesting, content types. For every answer: a 2xx or 4xx
// status, a body within the contract, an answer within one second, and the server still answering after.
// The app runs in a process of its own (fixtures/app-worker.ts, in-memory database), so that an input that
// hangs it fails this test instead of freezing the test run.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import {
  customerAttrSchema,
  customerSchema,
  envelope,
  errorBodySchema,
  eventMapSchema,
  execPaymentSchema,
  isApiErrorCode,
  isFieldErrorCode,
  jwtSchema,
  merchandiseAttrSchema,
  merchandiseSchema,
  merchandiseSelectSchema,
  messageBodySchema,
  orderReviewSchema,
  paymentAddressSchema,
  paymentTypesSchema,
  remoteConfigSchema,
  shippingCostSchema,
  shopInfoSchema,
  staticContentSchema,
  staticPageSchema,
  suggestionsSchema,
  ticketCalendarSchema,
  ticketCollectSchema,
  ticketLifetimeSchema,
  tourAttrSchema,
  tourCalendarSchema,
  tourDetailSchema,
  tourLifetimeSchema,
  tourOverviewSchema,
  tourSelectSchema,
  tourSoldoutSchema,
  tourSoldoutTimeslotsSchema,
  voucherCategorySchema,
  voucherCodeSchema,
  voucherSchema,
  voucherSelectSchema,
} from '@museum/shared/wire';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { WorkerAnswer, WorkerRequest } from './fixtures/app-worker.ts';

/** Generated requests per endpoint (plus shrinking, should one fail). */
const RUNS = 120;
/**
 * The contract: every answer within a second. Measured as the CPU time the app's process spends on it,
 * which does not depend on what else runs on a shared 2-core machine (its wall time does).
 */
const DEADLINE_MS = 1000;
/** Past this wall time the app is taken for hung and its process killed. */
const HANG_MS = 5000;
const ANNA = {
  email: 'anna.schmidt@example.com',
  password: 'museum123',
  md5: '253bd9288204b2ac49c3037596abceed',
};

interface Req {
  method: 'GET' | 'POST';
  path: string;
  contentType?: string;
  body?: string;
}

/** The app in a child process; a request past the deadline kills it and starts a fresh one. */
function workerPool() {
  let child: ReturnType<typeof fork>;
  let ready: Promise<void>;
  let next = 0;
  const start = () => {
    child = fork(join(import.meta.dirname, 'fixtures/app-worker.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    ready = new Promise((resolve) => child.once('message', () => resolve()));
  };
  start();
  const send = async (req: WorkerRequest): Promise<WorkerAnswer | 'TIMEOUT'> => {
    await ready;
    const current = child;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        current.kill('SIGKILL');
        start();
        resolve('TIMEOUT');
      }, HANG_MS);
      const onMessage = (message: WorkerAnswer) => {
        if (message.id !== req.id) return;
        clearTimeout(timer);
        current.off('message', onMessage);
        resolve(message);
      };
      current.on('message', onMessage);
      current.send(req);
    });
  };
  return {
    request: (req: Req) =>
      send({
        id: ++next,
        method: req.method,
        path: req.path,
        headers: req.contentType ? { 'Content-Type': req.contentType } : {},
        body: req.body,
      }),
    stop: () => child.kill('SIGKILL'),
  };
}

// ---- hostile values ----------------------------------------------------------------------------------

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Ann\u202Ea',
    'x\u2066y',
    '\uD800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'a\nb\r\nc',
    '../../etc/passwd',
    '%00',
    '{token}',
    'http://localhost:3000/en/recover/\nhttps://evil.example/',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 200, maxLength: 3000 }),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 30 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 10_000, 10_001, 1e9, 1e10),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostile = fc.oneof({ weight: 4, arbitrary: leaf }, fc.jsonValue({ maxDepth: 3 }));

/** Valid dates near the tests' today, and dates at and beyond the calendar's limits. */
const isoDate = fc
  .date({ noInvalidDate: true, min: new Date(-62_135_596_800_000), max: new Date(8.64e15) })
  .map((d) => d.toISOString().slice(0, 10));
const hostileDate = fc.oneof(
  fc.constantFrom(
    '2026-06-02',
    '2026-06-03',
    '2026-06-09',
    '2026-06-13',
    '20260611',
    '9999-12-30',
    '99991231',
    '99991201',
    '+010000-01-01',
    '0000-01-01',
    '1999-12-31',
    '2000-01-01',
    '2100-12-31',
    '21001231',
    '2101-01-01',
    '2026-02-30',
    '2026-13-01',
    '',
  ),
  isoDate,
  isoDate.map((d) => d.replaceAll('-', '')),
  hostileString,
);
const hostileTime = fc.oneof(
  fc.constantFrom('10:00:00', '11:00:00', '12:00:00', '14:00:00', '15:00:00', '18:00:00', '19:30:00'),
  fc.constantFrom('24:00:00', '23:59:60', '00:00:00', '10:00', ''),
  hostileString,
);
const hostileDateTime = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(hostileDate, hostileTime).map(([d, t]) => `${d} ${t}`) },
  hostileString,
);
/** Percent-encoded; an unpaired surrogate (which has no UTF-8) goes as the raw, invalid bytes %ED%A0%80. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) =>
        ch.length === 1 && ch >= '\uD800' && ch <= '\uDFFF' ? '%ED%A0%80' : encodeURIComponent(ch),
      )
      .join('');
  }
}
const segment = (arb: fc.Arbitrary<string>) => arb.map(encode);
/** Ranges ending at the calendar's limits (and beyond), up to a bit more than the 400 days allowed. */
const nearRange = fc
  .tuple(
    fc.constantFrom('9999-12-31', '2100-12-31', '2101-01-01', '2000-01-01', '2026-07-31'),
    fc.oneof(fc.integer({ min: -2, max: 3 }), fc.integer({ min: -2, max: 410 })),
    fc.boolean(),
  )
  .map(([end, days, compact]) => {
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    return compact ? `${start.replaceAll('-', '')};${end.replaceAll('-', '')}` : `${start};${end}`;
  });
const range = fc.oneof(
  nearRange,
  fc.tuple(hostileDate, hostileDate).map(([a, b]) => `${a};${b}`),
);
const id = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 101, 104, 105, 201, 202, 301, 302, 501, 502) },
  fc.constantFrom(1041, 1042, 1043, 1101, 1102, 1111, 1113, 11131, 11132, 1301, 1311, 31, 32, 33, 34, 35, 36),
  hostileNumber,
);
const idText = fc.oneof(id.map(String), hostileString);
/** Ids of the demo's events and tours first (event 3 sells day tickets, tour 6 has no dates). */
const eventOrTourId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '4', '5', '6') },
  idText,
);
const count = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 5 }) }, hostileNumber);
const jwtParam = fc.option(fc.constantFrom('{JWT}', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', ''), {
  nil: undefined,
});
/** Optional fields, sometimes all missing; sometimes a hostile value in place of the whole object. */
const shaped = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.oneof({ weight: 5, arbitrary: fc.record(fields, { requiredKeys: [] }) }, hostile);

// ---- cart items --------------------------------------------------------------------------------------

const lines = shaped({ id, count }).chain((l) => fc.array(fc.constant(l), { maxLength: 3 }));
const cartItem = fc.oneof(
  shaped({
    type: fc.constant('ticket'),
    id,
    count,
    datetime: hostileDateTime,
    subtickets: fc.array(shaped({ id, count }), { maxLength: 4 }),
    totalPrice: hostileNumber,
  }),
  shaped({ type: fc.constant('dayticket'), id, count, datetime: fc.oneof(hostileDate, hostileDateTime) }),
  shaped({
    type: fc.constant('guidedTour'),
    tourId: id,
    datetime: hostileDateTime,
    prices: fc.array(shaped({ id, count }), { maxLength: 3 }),
    tickets: fc.array(shaped({ id, count, subtickets: lines }), { maxLength: 3 }),
    answers: fc.array(
      shaped({
        qId: id,
        type: fc.constantFrom('radio', 'select', 'checkbox', 'text', 'textarea', 'number', 'other'),
        value: fc.oneof(hostile, fc.array(id, { maxLength: 4 })),
      }),
      { maxLength: 4 },
    ),
  }),
  shaped({ type: fc.constantFrom('merchandise', 'annualPass'), id, count }),
  shaped({
    type: fc.constant('annualPass'),
    id: fc.constantFrom(6, 7, 8),
    count: fc.integer({ min: 1, max: 3 }),
    owners: fc.array(
      shaped({
        name: hostileString,
        address: shaped({
          street: hostileString,
          zip: hostileString,
          city: hostileString,
          country: hostileString,
        }),
        send_to_custom_addr: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
  }),
  shaped({ type: fc.constant('voucher'), id, count, price: hostileNumber }),
  shaped({
    type: fc.constant('voucherCode'),
    barcode: fc.oneof(fc.constantFrom('LINDEN-VALID', 'LINDEN-PARTIAL', 'linden-usedup '), hostileString),
  }),
  hostile,
);
const cart = shaped({
  ver: fc.oneof(fc.constant(1), hostile),
  items: fc.oneof({ weight: 5, arbitrary: fc.array(cartItem, { maxLength: 5 }) }, hostile),
  external_document_number: hostileString,
});
const url = fc.oneof(
  fc.constant('http://localhost:3000/en/checkout/accepted'),
  fc.constantFrom('javascript:alert(1)', 'https://evil.example/', 'http://localhost:3000@evil.example/'),
  hostileString,
);
const payment = {
  payart: fc.oneof(fc.constantFrom(167, 164, 74), hostileNumber),
  aux: shaped({
    accountHolder: hostileString,
    iban: fc.oneof(fc.constant('DE89 3704 0044 0532 0130 00'), hostileString),
    wallets: fc.oneof(fc.constant(['APPLEPAY']), hostile),
    partner: hostileString,
  }),
  url: shaped({ continue: url, cancel: url }),
};
const customer = shaped({
  email: fc.oneof(fc.constantFrom('new@example.org', ANNA.email), hostileString),
  password: hostileString,
  salutation: fc.oneof(fc.constantFrom('ms', 'mr', 'mx'), hostileString),
  fname: hostileString,
  lname: hostileString,
  company: hostileString,
  phone: hostileString,
  street: hostileString,
  zip: fc.oneof(fc.constant('10115'), hostileString),
  city: hostileString,
  country: fc.oneof(fc.constantFrom('DE', 'AT', 'US'), hostileString),
  send_invoice: fc.oneof(fc.boolean(), hostile),
  shipping: shaped({
    name: hostileString,
    street: hostileString,
    zip: hostileString,
    city: hostileString,
    country: hostileString,
  }),
});
const md5 = fc.oneof(fc.stringMatching(/^[a-f0-9]{32}$/), fc.constant(ANNA.md5), hostileString);
/**
 * A clear password (pwdconfirm, pwdchange, emailchange; SPEC §5 hashes on login only): the right one, one within
 * the bounds, an MD5 as an older shop sent it, or anything hostile (too short, too long, broken Unicode).
 */
const clearPassword = fc.oneof(
  fc.constant(ANNA.password),
  fc.string({ minLength: 8, maxLength: 128 }),
  md5,
  fc.string({ minLength: 1000, maxLength: 1100 }),
);

// ---- requests ----------------------------------------------------------------------------------------

const lang = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom('en', 'de', 'fr', 'da') },
  fc.constantFrom('xx', 'EN', ''),
);
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  return params.length === 0 ? path : `${path}?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
};
const get = (endpoint: fc.Arbitrary<string>): fc.Arbitrary<Req> =>
  fc.tuple(lang, endpoint).map(([l, e]) => ({ method: 'GET', path: `/${l}/${e}` }));
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/jsonp',
    '',
  ),
);
const bodyText = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 12, arbitrary: value.map((v) => JSON.stringify(v) ?? '') },
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.integer({ min: 10, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.integer({ min: 10, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.string({ maxLength: 40 }),
    fc.constant(''),
  );
const post = (endpoint: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>): fc.Arbitrary<Req> =>
  fc
    .record({ l: lang, e: endpoint, body: bodyText(value), contentType })
    .map(({ l, e, body, contentType }) => ({
      method: 'POST',
      path: `/${l}/${e}`,
      contentType,
      body,
    }));
const q = (path: string, query: Record<string, fc.Arbitrary<string | undefined>>) =>
  fc.record(query).map((values) => withQuery(path, values));
const maybe = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: undefined });

interface Endpoint {
  name: string;
  request: fc.Arbitrary<Req>;
  /** Paths tried on every run besides the generated ones: the calendar's limits. */
  boundaries?: string[];
  /** The schema of `data` in a 200 answer. */
  data: z.core.$ZodType;
}

const shopParam = maybe(fc.oneof(fc.constant('179'), hostileString));
const ENDPOINTS: Endpoint[] = [
  { name: 'content/static', request: get(fc.constant('content/static')), data: staticContentSchema },
  {
    name: 'content/page',
    request: get(segment(hostileString).map((p) => `content/page/${p || 'imprint'}`)),
    data: staticPageSchema,
  },
  { name: 'shopinfo', request: get(q('shopinfo', { shop: shopParam })), data: shopInfoSchema },
  {
    name: 'shopinfo/config',
    request: get(q('shopinfo/config', { shop: shopParam })),
    data: remoteConfigSchema,
  },
  { name: 'tour/select/event', request: get(fc.constant('tour/select/event')), data: tourSelectSchema },
  {
    name: 'tour/overview',
    request: get(
      q('tour/overview', {
        date: maybe(hostileDate),
        lookahead: maybe(fc.oneof(count.map(String), hostileString)),
      }),
    ),
    boundaries: [
      'tour/overview?date=9999-12-30&lookahead=1',
      'tour/overview?date=99991231',
      'tour/overview?date=2100-12-31&lookahead=31',
    ],
    data: tourOverviewSchema,
  },
  { name: 'tour/attr', request: get(fc.constant('tour/attr')), data: tourAttrSchema },
  {
    name: 'tour',
    request: get(q('tour', { tour: maybe(eventOrTourId), date: maybe(hostileDate) })),
    boundaries: ['tour?tour=1&date=9999-12-31', 'tour?tour=1&date=21001231'],
    data: tourDetailSchema,
  },
  {
    name: 'tour/calendar',
    request: get(
      fc.tuple(segment(eventOrTourId), segment(range)).map(([t, r]) => `tour/calendar/tour/${t}/range/${r}`),
    ),
    boundaries: [
      'tour/calendar/tour/1/range/99991201;99991231',
      'tour/calendar/tour/1/range/21001201;21010105',
    ],
    data: tourCalendarSchema,
  },
  {
    name: 'tour/soldout',
    request: get(
      fc.tuple(segment(eventOrTourId), segment(range)).map(([t, r]) => `tour/soldout/tour/${t}/range/${r}`),
    ),
    boundaries: ['tour/soldout/tour/1/range/99991230;99991231'],
    data: tourSoldoutSchema,
  },
  {
    name: 'tour/soldoutTimeslots',
    request: get(
      fc
        .tuple(segment(idText), segment(hostileDate))
        .map(([t, d]) => `tour/soldoutTimeslots/tour/${t}/date/${d}`),
    ),
    boundaries: ['tour/soldoutTimeslots/tour/1/date/99991231'],
    data: tourSoldoutTimeslotsSchema,
  },
  {
    name: 'tour/lifetime',
    request: get(segment(eventOrTourId).map((t) => `tour/lifetime/tour/${t}`)),
    data: tourLifetimeSchema,
  },
  { name: 'event/select', request: get(fc.constant('event/select')), data: eventMapSchema },
  {
    name: 'ticket/collect',
    request: get(
      fc
        .tuple(segment(eventOrTourId), maybe(segment(hostileDate)))
        .map(([e, d]) => `ticket/collect/event/${e}${d === undefined ? '' : `/date/${d}`}`),
    ),
    boundaries: ['ticket/collect/event/3/date/99991231', 'ticket/collect/event/1/date/2100-12-31'],
    data: ticketCollectSchema,
  },
  {
    name: 'ticket/calendar',
    request: get(
      fc
        .tuple(segment(eventOrTourId), segment(range), fc.constantFrom('', '?deep=1', '?deep=x'))
        .map(([e, r, deep]) => `ticket/calendar/event/${e}/range/${r}${deep}`),
    ),
    boundaries: [
      'ticket/calendar/event/3/range/99991201;99991231?deep=1',
      'ticket/calendar/event/1/range/99991201;99991231',
      'ticket/calendar/event/3/range/21001201;21001231',
    ],
    data: ticketCalendarSchema,
  },
  {
    name: 'ticket/lifetime',
    request: get(q('ticket/lifetime', { event: maybe(eventOrTourId) })),
    data: ticketLifetimeSchema,
  },
  {
    name: 'merchandise/select',
    request: get(q('merchandise/select', { category: maybe(idText), product_kind: maybe(idText) })),
    data: merchandiseSelectSchema,
  },
  {
    name: 'merchandise',
    request: get(q('merchandise', { article: maybe(idText) })),
    data: merchandiseSchema,
  },
  {
    name: 'merchandise/attr',
    request: get(q('merchandise/attr', { product_kind: maybe(idText) })),
    data: merchandiseAttrSchema,
  },
  {
    name: 'voucher/select/event',
    request: get(q('voucher/select/event/', { group: maybe(idText) })),
    data: voucherSelectSchema,
  },
  {
    name: 'voucher/selectOne/price',
    request: get(segment(idText).map((v) => `voucher/selectOne/price/${v}`)),
    data: voucherSchema,
  },
  {
    name: 'voucher',
    request: get(
      q('voucher', {
        voucher: maybe(fc.oneof(fc.constantFrom('LINDEN-VALID', 'LINDEN-FUTURE'), hostileString)),
      }),
    ),
    data: voucherCodeSchema,
  },
  { name: 'voucher/category', request: get(fc.constant('voucher/category')), data: voucherCategorySchema },
  {
    name: 'checkout/payments',
    request: get(q('checkout/payments', { shop: shopParam, _: jwtParam })),
    data: paymentTypesSchema,
  },
  {
    name: 'order/review',
    request: get(
      q('order/review', {
        id: maybe(fc.oneof(fc.constantFrom('ORDR7K2M4Q9X', 'ORDP3W8ZTB5N'), hostileString)),
      }),
    ),
    data: orderReviewSchema,
  },
  { name: 'customer/attr', request: get(fc.constant('customer/attr')), data: customerAttrSchema },
  { name: 'customer', request: get(q('customer', { _: jwtParam })), data: customerSchema },
  {
    name: 'customer/fromOrder',
    request: get(
      q('customer/fromOrder', { id: maybe(fc.oneof(fc.constant('ORDR7K2M4Q9X'), hostileString)) }),
    ),
    data: customerSchema,
  },
  {
    name: 'checkout/initPayment',
    request: post(
      q('checkout/initPayment', { _: jwtParam }),
      shaped({ ...payment, cart, country: hostileString }),
    ),
    data: paymentAddressSchema,
  },
  {
    name: 'checkout/initPaymentOrder',
    request: post(
      q('checkout/initPaymentOrder', { _: jwtParam }),
      shaped({ ...payment, id: fc.oneof(fc.constant('ORDR7K2M4Q9X'), hostileString) }),
    ),
    data: paymentAddressSchema,
  },
  {
    name: 'checkout/execPayment',
    request: post(
      q('checkout/execPayment', {
        us: maybe(hostileString),
        sessionUs: maybe(hostileString),
        srcURL: maybe(hostileString),
        _: jwtParam,
      }),
      shaped({ cartId: hostile }),
    ),
    data: execPaymentSchema,
  },
  {
    name: 'checkout/cancel',
    request: post(
      q('checkout/cancel', {
        noRedirect: maybe(fc.constant('1')),
        cartId: maybe(hostileString),
        sessionUs: maybe(hostileString),
        _: jwtParam,
      }),
      shaped({ cartId: hostile, sessionUs: hostile }),
    ),
    data: z.literal(true),
  },
  {
    name: 'checkout/suggest',
    request: post(fc.constant('checkout/suggest'), shaped({ cart })),
    data: suggestionsSchema,
  },
  {
    name: 'checkout/shipping',
    request: post(
      q('checkout/shipping', { _: jwtParam }),
      shaped({ country: fc.oneof(fc.constantFrom('DE', 'US', 'XX'), hostileString), cart }),
    ),
    data: shippingCostSchema,
  },
  {
    name: 'auth/login',
    request: post(
      fc.constant('auth/login'),
      shaped({ _u: fc.oneof(fc.constant(ANNA.email), hostileString), _p: md5 }),
    ),
    data: jwtSchema,
  },
  { name: 'auth/guest', request: post(fc.constant('auth/guest'), shaped({ c: customer })), data: jwtSchema },
  {
    name: 'customer/register',
    request: post(fc.constant('customer/register'), shaped({ c: customer })),
    data: jwtSchema,
  },
  {
    name: 'customer/validate',
    request: post(
      q('customer/validate', { _: jwtParam }),
      shaped({ c: customer, guest: fc.oneof(fc.boolean(), hostileString) }),
    ),
    data: z.literal(true),
  },
  {
    name: 'customer/update',
    request: post(q('customer/update', { _: jwtParam }), shaped({ c: customer })),
    data: customerSchema,
  },
  {
    name: 'customer/pwdreset',
    request: post(
      fc.constant('customer/pwdreset'),
      shaped({
        email: fc.oneof(fc.constant(ANNA.email), hostileString),
        origin: fc.oneof(fc.constant('http://localhost:3000'), hostileString),
        backlink: fc.oneof(fc.constant('http://localhost:3000/en/recover/'), url, hostileString),
      }),
    ),
    data: z.literal(true),
  },
  {
    name: 'customer/pwdconfirm',
    request: post(fc.constant('customer/pwdconfirm'), shaped({ token: hostileString, _p: clearPassword })),
    data: jwtSchema,
  },
  {
    name: 'customer/pwdchange',
    request: post(
      q('customer/pwdchange', { _: jwtParam }),
      shaped({ _po: clearPassword, _pn: clearPassword }),
    ),
    data: jwtSchema,
  },
  {
    name: 'customer/emailchange',
    request: post(
      q('customer/emailchange', { _: jwtParam }),
      shaped({ _po: clearPassword, email: hostileString }),
    ),
    data: z.literal(true),
  },
];

// ---- the property ------------------------------------------------------------------------------------

/** Everything a 4xx body may be: `{error: CODE}` (+ details), `{error: {field: [CODE]}}`, or `{message}`. */
function expectErrorWithinContract(body: unknown): void {
  if (messageBodySchema.safeParse(body).success) return;
  const { error } = errorBodySchema.parse(body);
  if (typeof error === 'string') {
    expect(isApiErrorCode(error), error).toBe(true);
    const reason = (body as { reason?: unknown }).reason;
    if (reason !== undefined) expect(isApiErrorCode(String(reason)), String(reason)).toBe(true);
    return;
  }
  for (const codes of Object.values(error))
    for (const code of codes) expect(isFieldErrorCode(code), code).toBe(true);
}

describe('every endpoint under generated hostile input', () => {
  const pool = workerPool();
  let jwt = '';
  let sent = 0;
  let slowestCpu = 0;
  let slowestWall = 0;
  const started = performance.now();
  const send = async (req: Req) => {
    sent += 1;
    return pool.request({ ...req, path: req.path.replaceAll('%7BJWT%7D', jwt).replaceAll('{JWT}', jwt) });
  };

  beforeAll(async () => {
    const res = await send({
      method: 'POST',
      path: '/en/auth/login',
      contentType: 'application/json',
      body: JSON.stringify({ _u: ANNA.email, _p: ANNA.md5 }),
    });
    expect(res).toMatchObject({ status: 200 });
    jwt = (JSON.parse((res as WorkerAnswer).text) as { data: string }).data;
  });
  afterAll(() => {
    pool.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\nproperty test: ${sent} requests to ${ENDPOINTS.length} endpoints in ${seconds} s; slowest answer ` +
        `${slowestCpu.toFixed(0)} ms CPU, ${slowestWall.toFixed(0)} ms wall\n`,
    );
  });

  it('logs in once to reach the calls that need a JWT', () => {
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(endpoint.request, async (req) => {
        const res = await send(req);
        expect(res, `${req.method} ${req.path} did not answer within ${HANG_MS} ms`).not.toBe('TIMEOUT');
        const { status, text, cpuMs, ms } = res as WorkerAnswer;
        slowestCpu = Math.max(slowestCpu, cpuMs);
        slowestWall = Math.max(slowestWall, ms);
        expect(cpuMs, `${req.method} ${req.path}`).toBeLessThan(DEADLINE_MS);
        expect(status === 200 || (status >= 400 && status < 500), `${status} ${text.slice(0, 300)}`).toBe(
          true,
        );
        expect(text).not.toMatch(/SQLITE|SELECT |INSERT |\bat .*\.ts:\d+/);
        const body: unknown = JSON.parse(text);
        if (status === 200) envelope(endpoint.data).parse(body);
        else expectErrorWithinContract(body);
      }),
      {
        numRuns: RUNS,
        examples: (endpoint.boundaries ?? []).map(
          (path) => [{ method: 'GET', path: `/en/${path}` }] as [Req],
        ),
      },
    );
    // Still answering afterwards.
    const alive = await send({ method: 'GET', path: '/en/shopinfo/config?shop=179' });
    expect(alive).toMatchObject({ status: 200 });
  });
});
