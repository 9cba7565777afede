import {
  execPaymentSchema,
  orderReviewSchema,
  paymentAddressSchema,
  shippingCostSchema,
  suggestionsSchema,
  ticketCollectSchema,
  voucherCodeSchema,
} from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, weekday } from '../src/lib/clock.ts';
import { DEMO_ORDERS, DEMO_VOUCHER_CODES, demoDates } from '../src/seed/seed.ts';
import {
  book,
  decide,
  exec,
  initPayment,
  loginAnna,
  PAYER,
  pay,
  payerForm,
  URLS,
} from './checkout-support.ts';
import { answer, makeShop } from './support.ts';

const shopWithDates = () => {
  const shop = makeShop();
  return { shop, dates: demoDates(shop.today) };
};
const ticket = (datetime: string, count = 2, id = 101) => ({ type: 'ticket', id, count, datetime });

describe('voucher codes', () => {
  const shop = makeShop();
  it.each([
    [DEMO_VOUCHER_CODES.valid, 200, 2500],
    [DEMO_VOUCHER_CODES.partial, 200, 3000],
    [` ${DEMO_VOUCHER_CODES.valid.toLowerCase()} `, 200, 2500],
  ])('answers the remaining amount of %s', async (code, _status, available) => {
    const data = await shop.get(`/en/voucher?voucher=${encodeURIComponent(code)}`, voucherCodeSchema);
    expect(data.available_amount).toBe(available);
    expect(data.amount - data.used_amount).toBe(available);
  });

  it.each([
    [DEMO_VOUCHER_CODES.expired, 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
    [DEMO_VOUCHER_CODES.future, 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
    [DEMO_VOUCHER_CODES.usedUp, 'VOUCHER_NO_AMOUNT_LEFT'],
    ['NOPE-123', 'VOUCHER_NOT_FOUND'],
  ])('refuses %s with %s', async (code, error) => {
    expect(await answer(shop.request('GET', `/en/voucher?voucher=${code}`))).toEqual({
      status: 422,
      body: { error },
    });
  });

  it('names a missing code', async () => {
    expect(await answer(shop.request('GET', '/en/voucher'))).toEqual({
      status: 422,
      body: { error: { voucher: ['FIELD_REQUIRED'] } },
    });
  });
});

describe('shipping costs', () => {
  const catalogue = { type: 'merchandise', id: 1, count: 1 };

  it('answers the cost by country and weight band, anonymous and logged in', async () => {
    const shop = makeShop();
    const anon = (country: string, items: unknown[]) =>
      shop.post('/en/checkout/shipping', { country, cart: { ver: 1, items } }, shippingCostSchema);
    expect(await anon('DE', [catalogue])).toBe(695);
    expect(await anon('DE', [{ type: 'merchandise', id: 3, count: 1 }])).toBe(495);
    expect(await anon('FR', [{ ...catalogue, count: 5 }])).toBe(2495);
    expect(await anon('DE', [{ type: 'voucher', id: 1, count: 1 }])).toBe(0);
    const jwt = await loginAnna(shop);
    // Anna's shipping address is in Austria.
    expect(
      await shop.post(
        `/en/checkout/shipping?_=${jwt}`,
        { cart: { ver: 1, items: [catalogue] } },
        shippingCostSchema,
      ),
    ).toBe(1495);
  });

  it("names the field of a cart line that is wrong, not only the line (the items' discriminated union)", async () => {
    const shop = makeShop();
    const refusal = async (item: Record<string, unknown>) =>
      (
        await answer(
          shop.request('POST', '/en/checkout/shipping', { country: 'DE', cart: { ver: 1, items: [item] } }),
        )
      ).body;
    expect([
      await refusal({ type: 'ticket', id: 101, count: 2 }),
      await refusal({ type: 'ticket', id: 101, count: 'a', datetime: '2026-12-01 10:00:00' }),
      await refusal({ type: 'postcard', id: 1, count: 1 }),
    ]).toEqual([
      { error: { 'cart.items.0.datetime': ['FIELD_REQUIRED'] } },
      { error: { 'cart.items.0.count': ['FIELD_INVALID'] } },
      { error: { 'cart.items.0.type': ['FIELD_INVALID'] } },
    ]);
  });

  it('answers an error code when no cost is stored for the country', async () => {
    const shop = makeShop();
    const res = await answer(
      shop.request('POST', '/en/checkout/shipping', { country: 'US', cart: { ver: 1, items: [catalogue] } }),
    );
    expect(res).toEqual({ status: 422, body: { error: 'NO_SHIPPING_COSTS_FOR_COUNTRY', country: 'US' } });
    expect(
      await answer(shop.request('POST', '/en/checkout/shipping', { cart: { ver: 1, items: [catalogue] } })),
    ).toEqual({
      status: 422,
      body: { error: { country: ['FIELD_REQUIRED'] } },
    });
  });

  it('refuses to open an anonymous cart with goods and no country, as checkout/shipping does', async () => {
    const shop = makeShop();
    const open = (extra: Record<string, unknown>) =>
      answer(
        shop.request('POST', '/en/checkout/initPayment', {
          payart: 167,
          cart: { ver: 1, items: [catalogue] },
          url: URLS,
          ...extra,
        }),
      );
    expect(await open({})).toEqual({ status: 422, body: { error: { country: ['FIELD_REQUIRED'] } } });
    expect((await open({ country: ' at ' })).status).toBe(200);
    // Without goods there is nothing to ship.
    expect(
      (
        await answer(
          shop.request('POST', '/en/checkout/initPayment', {
            payart: 167,
            cart: { ver: 1, items: [{ type: 'voucher', id: 1, count: 1 }] },
            url: URLS,
          }),
        )
      ).status,
    ).toBe(200);
  });
});

describe('checkout/suggest', () => {
  it('suggests goods and a voucher that are not in the cart', async () => {
    const shop = makeShop();
    const list = await shop.post(
      '/en/checkout/suggest',
      { cart: { ver: 1, items: [{ type: 'merchandise', id: 1, count: 1 }] } },
      suggestionsSchema,
    );
    expect(list).toHaveLength(3);
    expect(list.some((s) => s.type === 'merchandise' && s.id === 1)).toBe(false);
    expect(list.some((s) => s.type === 'merchandise' && s.id === 2)).toBe(false);
    expect(list.at(-1)?.type).toBe('voucher');
  });
});

describe('initPayment, the payment page and execPayment', () => {
  it('books tickets, goods and a voucher code; the booking is idempotent per cart', async () => {
    const { shop, dates } = shopWithDates();
    const datetime = `${dates.soldOutSlotDay} 14:00:00`;
    const items = [
      ticket(datetime, 3),
      {
        type: 'ticket',
        id: 104,
        count: 1,
        datetime,
        subtickets: [
          { id: 1041, count: 2 },
          { id: 1042, count: 2 },
          { id: 1043, count: 1 },
        ],
      },
      { type: 'merchandise', id: 4, count: 1 },
      { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.partial },
    ];
    const returned = await pay(shop, items, 'approve', { country: 'DE' });
    expect(returned.status).toBe(303);
    expect(returned.location.origin + returned.location.pathname).toBe(URLS.continue);
    expect(returned.location.searchParams.get('status')).toBe('approved');
    const first = await answer(exec(shop, returned));
    expect(first.status).toBe(200);
    const { booking_id, has_tickets } = (first.body as { data: { booking_id: string; has_tickets: boolean } })
      .data;
    expect(has_tickets).toBe(true);
    // Repeating execPayment answers the same booking and books nothing twice.
    expect(await answer(exec(shop, returned))).toEqual(first);
    const collect = await shop.get(
      `/en/ticket/collect/event/1/date/${dates.soldOutSlotDay}`,
      ticketCollectSchema,
    );
    expect(collect.timeslot.find((s) => s.datetime === datetime)?.max_tickets).toBe(30 - 3 - 5);
    // 3×1600 + 3200 + 1800 + 495 shipping = 10295; the code had 3000 left and gives all of it.
    expect(await answer(shop.request('GET', `/en/voucher?voucher=${DEMO_VOUCHER_CODES.partial}`))).toEqual({
      status: 422,
      body: { error: 'VOUCHER_NO_AMOUNT_LEFT' },
    });
    const total = shop.db.prepare('SELECT total FROM bookings WHERE public_id = ?').get(booking_id);
    expect(total).toEqual({ total: 10295 - 3000 });
  });

  it('serves an accessible payment page', async () => {
    const shop = makeShop();
    const address = await shop.post(
      '/en/checkout/initPayment',
      { payart: 167, cart: { ver: 1, items: [{ type: 'voucher', id: 1, count: 1 }] }, url: URLS },
      paymentAddressSchema,
    );
    expect(address.startsWith('http://api.test/simulator/')).toBe(true);
    const { pathname, search } = new URL(address);
    expect(search).toBe('?lang=en');
    const html = await (await shop.request('GET', `${pathname}${search}`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Demo payment</h1>');
    expect(html).toContain('Lindenhof Museum asks you to pay <strong>€25.00</strong>.');
    for (const label of ['Approve payment', 'Cancel payment', 'Fail payment'])
      expect(html).toContain(`>${label}</button>`);
    expect((await shop.request('GET', '/simulator/unknown')).status).toBe(404);
    // Only the three decisions: names every object has are unknown actions, not a 500.
    for (const action of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect((await shop.request('POST', `${new URL(address).pathname}/${action}`)).status).toBe(404);
    expect((await shop.request('GET', new URL(address).pathname)).status).toBe(200);
  });

  it('speaks the language the shop asked in, and English to an address without one it knows', async () => {
    const shop = makeShop();
    const address = await shop.post(
      '/de/checkout/initPayment',
      { payart: 167, cart: { ver: 1, items: [{ type: 'voucher', id: 1, count: 1 }] }, url: URLS },
      paymentAddressSchema,
    );
    const { pathname, search } = new URL(address);
    expect(search).toBe('?lang=de');
    const german = await (await shop.request('GET', `${pathname}${search}`)).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Museum Lindenhof bittet Sie, <strong>25,00\u00a0€</strong> zu bezahlen.');
    expect(german).toContain('<caption>Wofür Sie bezahlen</caption>');
    for (const label of ['Zahlung bestätigen', 'Zahlung abbrechen', 'Zahlung scheitern lassen'])
      expect(german).toContain(`>${label}</button>`);
    // The decision keeps the language: a page it renders (an unknown payment) is German too.
    expect(german).toContain(`action="${pathname}/approve?lang=de"`);
    const unknown = await (await shop.request('POST', '/simulator/unknown/approve?lang=de')).text();
    expect(unknown).toContain('<h1>Zahlung nicht gefunden</h1>');
    for (const lang of ['pl', '<script>', 'en%22']) {
      const page = await (await shop.request('GET', `${pathname}?lang=${lang}`)).text();
      expect(page).toContain('<html lang="en">');
    }
    // Without ?lang= (an address typed or shared), the browser's languages decide, the shop's first.
    const asked = async (acceptLanguage: string) =>
      (await shop.request('GET', pathname, undefined, { 'accept-language': acceptLanguage })).text();
    expect(await asked('pl-PL,pl;q=0.9,sv;q=0.8,en;q=0.5')).toContain('<html lang="sv">');
    expect(await asked('de-AT')).toContain('<html lang="de">');
    expect(await asked('<script>, x;;q=')).toContain('<html lang="en">');
    // Once decided, the page says how, in the language.
    await shop.request('POST', `${pathname}/cancel`);
    expect(await (await shop.request('GET', `${pathname}?lang=fr`)).text()).toContain(
      'Ce paiement a déjà été annulé.',
    );
  });

  it('issues codes for bought vouchers that can be redeemed', async () => {
    const shop = makeShop();
    const jwt = await loginAnna(shop);
    await book(shop, [{ type: 'voucher', id: 3, count: 1, price: 4200 }], jwt);
    const mails = (await (await shop.request('GET', '/__outbox?to=anna.schmidt@example.com')).json()) as {
      data: Array<{ body: string }>;
    };
    const barcode = /Voucher code: (\S+)/.exec(mails.data[0]?.body ?? '')?.[1];
    expect(barcode).toBeDefined();
    expect((await shop.get(`/en/voucher?voucher=${barcode}`, voucherCodeSchema)).available_amount).toBe(4200);
    // Redeemed: two catalogues (78.00, 2.4 kg) sent to Anna's delivery address in Austria (14.95) cost 92.95;
    // the code pays 42.00 of it.
    const { booking } = await book(
      shop,
      [
        { type: 'merchandise', id: 1, count: 2 },
        { type: 'voucherCode', barcode },
      ],
      jwt,
    );
    expect(shop.db.prepare('SELECT total FROM bookings WHERE public_id = ?').get(booking.booking_id)).toEqual(
      { total: 2 * 3900 + 1495 - 4200 },
    );
    expect(await answer(shop.request('GET', `/en/voucher?voucher=${barcode}`))).toEqual({
      status: 422,
      body: { error: 'VOUCHER_NO_AMOUNT_LEFT' },
    });
  });

  it('asks who pays when nobody is signed in (PayPal without an account): codes and parcel reach them', async () => {
    const shop = makeShop();
    // A voucher and a catalogue to Germany, no account: the page asks the e-mail and the delivery address.
    const path = await initPayment(
      shop,
      [
        { type: 'voucher', id: 3, count: 1, price: 2500 },
        { type: 'merchandise', id: 1, count: 1 },
      ],
      undefined,
      { country: 'DE' },
    );
    const page = await shop.request('GET', `${path}?lang=de`);
    // What a visitor types about themselves: never cached, framed or passed on as referrer.
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const german = await page.text();
    expect(german).toContain('<legend>Ihre Angaben</legend>');
    for (const [name, autocomplete] of [
      ['email', 'email'],
      ['fname', 'shipping given-name'],
      ['lname', 'shipping family-name'],
      ['street', 'shipping street-address'],
      ['zip', 'shipping postal-code'],
      ['city', 'shipping address-level2'],
    ])
      expect(german).toMatch(
        new RegExp(`<input id="payer-${name}" name="${name}" [^>]*autocomplete="${autocomplete}" required`),
      );
    expect(german).toContain('<p>Lieferung nach: Deutschland</p>');
    expect(german).toContain('<label for="payer-email">E-Mail-Adresse</label>');

    // A hostile e-mail, a postcode that is none, a name with a bidi override, a street with a line break, a
    // city of blanks: the page again, in German, every field named, the input kept (escaped), nothing approved.
    const refused = await shop.request(
      'POST',
      `${path}/approve?lang=de`,
      ...payerForm({
        ...PAYER,
        email: '"><script>x()</script>',
        zip: '!!!!',
        fname: 'A\u202Eevil',
        street: 'Ring 1\r\nBcc: x@y.z',
        lname: 'Payer\u2028Smith',
        city: ' ',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const again = await refused.text();
    expect(again).toContain('<p class="summary" role="alert">Bitte prüfen Sie Ihre Angaben.</p>');
    const errorOf = (field: string) =>
      new RegExp(`<p id="payer-${field}-error" class="error">([^<]+)</p>`).exec(again)?.[1];
    expect(errorOf('email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(errorOf('zip')).toBe('Bitte geben Sie eine gültige Postleitzahl ein.');
    expect(errorOf('fname')).toBe('Diese Angabe enthält Zeichen, die nicht erlaubt sind.');
    expect(errorOf('street')).toBe('Diese Angabe enthält Zeichen, die nicht erlaubt sind.');
    expect(errorOf('city')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(errorOf('lname')).toBe('Diese Angabe enthält Zeichen, die nicht erlaubt sind.');
    expect(again).toMatch(
      /<input id="payer-email"[^>]* aria-invalid="true" aria-describedby="payer-email-error"[^>]* autofocus>/,
    );
    expect(again).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(again).not.toContain('<script>');
    // Nothing sent, a JSON body, an e-mail longer than the account forms allow (101 characters): asked again,
    // never approved.
    for (const [[body, headers], emailError] of [
      [[undefined, undefined], 'Please fill in this field.'],
      [
        [JSON.stringify({ email: PAYER.email }), { 'Content-Type': 'application/json' }],
        'Please fill in this field.',
      ],
      [payerForm({ ...PAYER, email: `${'a'.repeat(89)}@example.org` }), 'This entry is too long.'],
    ] as const) {
      const answer = await shop.request('POST', `${path}/approve`, body, headers);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(`<p id="payer-email-error" class="error">${emailError}</p>`);
    }
    const statusOf = (id: string | undefined) =>
      (shop.db.prepare('SELECT status FROM payments WHERE id = ?').get(id) as { status: string }).status;
    expect(statusOf(path.split('/').at(-1))).toBe('pending');

    const returned = await decide(
      shop,
      path,
      'approve',
      payerForm({ ...PAYER, email: ' Pat.Payer@Example.ORG ' }),
    );
    expect(returned.location.searchParams.get('status')).toBe('approved');
    const booked = await answer(exec(shop, returned));
    expect(booked.status).toBe(200);
    const { booking_id } = execPaymentSchema.parse((booked.body as { data: unknown }).data);
    // The e-mail as registration keeps one: trimmed and lower-cased.
    const mails = (await (await shop.request('GET', '/__outbox?to=pat.payer@example.org')).json()) as {
      data: Array<{ subject: string; body: string }>;
    };
    expect(mails.data[0]?.subject).toContain(booking_id);
    expect(mails.data[0]?.body).toMatch(/Voucher code: LH-\w+/);
    const customer = shop.db.prepare('SELECT customer FROM bookings WHERE public_id = ?').get(booking_id) as {
      customer: string;
    };
    // A customer's shape: their name, and the parcel's address as a customer's shipping address.
    expect(JSON.parse(customer.customer)).toEqual({
      email: 'pat.payer@example.org',
      fname: 'Pat',
      lname: 'Payer',
      addrShipping: {
        name: 'Pat Payer',
        street: PAYER.street,
        zip: PAYER.zip,
        city: PAYER.city,
        country: 'DE',
      },
    });
  });

  it('asks only the e-mail without a parcel, and nothing of a signed-in customer or a museum order', async () => {
    const shop = makeShop();
    // A voucher alone: a country the shop sent along (kept from an earlier basket) ships nothing.
    const voucher = [{ type: 'voucher', id: 3, count: 1, price: 2500 }];
    const path = await initPayment(shop, voucher, undefined, { country: 'DE' });
    const anonymous = await (await shop.request('GET', path)).text();
    expect(anonymous).toContain('<input id="payer-email"');
    expect(anonymous).not.toContain('payer-street');
    expect(anonymous).not.toContain('Delivery to');
    const returned = await decide(shop, path, 'approve', payerForm({ email: 'voucher.buyer@example.org' }));
    const booked = await answer(exec(shop, returned));
    const { booking_id } = execPaymentSchema.parse((booked.body as { data: unknown }).data);
    const row = shop.db.prepare('SELECT customer FROM bookings WHERE public_id = ?').get(booking_id) as {
      customer: string;
    };
    expect(JSON.parse(row.customer)).toEqual({ email: 'voucher.buyer@example.org', fname: '', lname: '' });
    const mails = (await (await shop.request('GET', '/__outbox?to=voucher.buyer@example.org')).json()) as {
      data: Array<{ body: string }>;
    };
    expect(mails.data[0]?.body).toMatch(/Voucher code: LH-\w+/);

    // Signed in: no form, and an approval without one books to the customer, with nothing of a payer.
    const jwt = await loginAnna(shop);
    const signedInPath = await initPayment(shop, voucher, jwt);
    expect(await (await shop.request('GET', signedInPath)).text()).not.toContain('<fieldset>');
    const signedIn = await decide(shop, signedInPath, 'approve', null);
    expect(signedIn.location.searchParams.get('status')).toBe('approved');
    const own = await answer(exec(shop, signedIn, jwt));
    const ownBooking = execPaymentSchema.parse((own.body as { data: unknown }).data);
    const ownRow = shop.db
      .prepare('SELECT customer FROM bookings WHERE public_id = ?')
      .get(ownBooking.booking_id) as { customer: string };
    expect(JSON.parse(ownRow.customer)).toEqual({
      email: 'anna.schmidt@example.com',
      fname: 'Anna',
      lname: 'Schmidt',
    });
  });

  it('books a private group tour with answers', async () => {
    const shop = makeShop();
    const day = [1, 2, 3, 4, 5, 6, 7].map((d) => addDays(shop.today, d)).find((d) => weekday(d) === 3);
    const item = {
      type: 'guidedTour',
      tourId: 3,
      datetime: `${day} 10:00:00`,
      prices: [{ id: 1301, count: 1 }],
      tickets: [{ id: 1311, count: 18 }],
      answers: [
        { qId: 31, type: 'text', value: 'Class 9b' },
        { qId: 32, type: 'select', value: 321 },
        { qId: 33, type: 'radio', value: 332 },
        { qId: 34, type: 'checkbox', value: [341, 342] },
        { qId: 36, type: 'number', value: 2 },
      ],
      totalPrice: 9000 + 18 * 1200,
    };
    await book(shop, [item, item]);
    // Two groups booked: the slot's two guides are gone.
    const res = await answer(
      shop.request('POST', '/en/checkout/initPayment', {
        payart: 167,
        cart: { ver: 1, items: [item] },
        url: URLS,
      }),
    );
    expect(res).toEqual({ status: 422, body: { error: 'ITEM_SOLD_OUT', item: 0, available: 0 } });
  });
});

describe('initPayment refuses what cannot be sold (422)', () => {
  const { shop, dates } = shopWithDates();
  const wednesday = [1, 2, 3, 4, 5, 6, 7].map((d) => addDays(shop.today, d)).find((d) => weekday(d) === 3);
  const tour3 = (extra: Record<string, unknown>) => ({
    type: 'guidedTour',
    tourId: 3,
    datetime: `${wednesday} 13:00:00`,
    prices: [{ id: 1301, count: 1 }],
    tickets: [{ id: 1311, count: 12 }],
    answers: [
      { qId: 31, type: 'text', value: 'Choir' },
      { qId: 32, type: 'select', value: 323 },
      { qId: 33, type: 'radio', value: 333 },
    ],
    ...extra,
  });
  const cases: Array<[string, unknown[], Record<string, unknown>]> = [
    ['an empty cart', [], { error: 'CART_EMPTY' }],
    [
      'a sold-out slot',
      [ticket(`${dates.soldOutSlotDay} 11:00:00`, 1)],
      { error: 'ITEM_SOLD_OUT', item: 0, available: 0 },
    ],
    [
      'more than the places left (counting the whole cart)',
      [ticket(`${dates.soldOutSlotDay} 12:00:00`, 1), ticket(`${dates.soldOutSlotDay} 12:00:00`, 2, 102)],
      { error: 'ITEM_SOLD_OUT', item: 1, available: 2 },
    ],
    [
      'a slot that does not exist',
      [ticket(`${dates.soldOutSlotDay} 12:30:00`)],
      { error: 'ITEM_NOT_AVAILABLE', item: 0 },
    ],
    [
      'a past slot',
      [ticket(`${addDays(shop.today, -1)} 12:00:00`)],
      { error: 'ITEM_NOT_AVAILABLE', item: 0 },
    ],
    [
      'sold-out day tickets',
      [{ type: 'dayticket', id: 301, count: 1, datetime: dates.dayTicketsSoldOutDay }],
      { error: 'ITEM_SOLD_OUT', item: 0, available: 0 },
    ],
    [
      // Open-dated, it would be a place on any day that no day's capacity counts (the shop always sends one).
      'a day ticket without its day where the day has a capacity',
      [{ type: 'dayticket', id: 301, count: 500 }],
      { error: 'ITEM_NOT_AVAILABLE', item: 0 },
    ],
    [
      'an out-of-stock article',
      [{ type: 'merchandise', id: 2, count: 1 }],
      { error: 'ITEM_OUT_OF_STOCK', item: 0, available: 0 },
    ],
    [
      'more than the stock',
      [{ type: 'merchandise', id: 4, count: 4 }],
      { error: 'ITEM_OUT_OF_STOCK', item: 0, available: 3 },
    ],
    ['an expired article', [{ type: 'merchandise', id: 5, count: 1 }], { error: 'ITEM_EXPIRED', item: 0 }],
    [
      'a changed price',
      [{ type: 'merchandise', id: 1, count: 1, totalPrice: 100 }],
      { error: 'PRICE_CHANGED', item: 0, price: 3900 },
    ],
    [
      'a free amount out of range',
      [{ type: 'voucher', id: 3, count: 1, price: 10 }],
      { error: 'VOUCHER_AMOUNT_INVALID', item: 0, min: 1000, max: 50000 },
    ],
    [
      'an expired voucher code',
      [
        { type: 'voucher', id: 1, count: 1 },
        { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.expired },
      ],
      { error: 'VOUCHER_NOW_IS_AFTER_VALID_TO', item: 1 },
    ],
    [
      'a used-up voucher code',
      [
        { type: 'voucher', id: 1, count: 1 },
        { type: 'voucherCode', barcode: DEMO_VOUCHER_CODES.usedUp },
      ],
      { error: 'VOUCHER_NO_AMOUNT_LEFT', item: 1 },
    ],
    [
      'a family ticket without a component quantity',
      [
        {
          type: 'ticket',
          id: 104,
          count: 1,
          datetime: `${dates.soldOutSlotDay} 15:00:00`,
          subtickets: [{ id: 1041, count: 1 }],
        },
      ],
      { error: 'SUBTICKETS_INVALID', item: 0, subticket: 1042 },
    ],
    [
      'tour tickets that do not match the tour seats',
      [
        {
          type: 'guidedTour',
          tourId: 1,
          datetime: `${dates.soldOutSlotDay} 11:00:00`,
          prices: [{ id: 1101, count: 2 }],
          tickets: [{ id: 1111, count: 1 }],
        },
      ],
      { error: 'TOUR_TICKETS_MISMATCH', item: 0 },
    ],
    [
      "more tickets than participants on a public tour whose tickets are optional (each pays the tour's fee)",
      [
        {
          type: 'guidedTour',
          tourId: 5,
          datetime: `${wednesday} 17:00:00`,
          prices: [{ id: 1501, count: 1 }],
          tickets: [{ id: 1511, count: 3 }],
        },
      ],
      { error: 'TOUR_TICKETS_MISMATCH', item: 0 },
    ],
    [
      'two groups below the minimum size each',
      [tour3({ prices: [{ id: 1301, count: 2 }], tickets: [{ id: 1311, count: 12 }] })],
      { error: 'TOUR_GROUP_TOO_SMALL', item: 0, minimum: 10 },
    ],
    [
      'a missing required answer',
      [tour3({ answers: [] })],
      { error: 'TOUR_ANSWER_REQUIRED', item: 0, question: 31 },
    ],
    [
      'a group below the minimum size',
      [tour3({ tickets: [{ id: 1311, count: 4 }] })],
      { error: 'TOUR_GROUP_TOO_SMALL', item: 0, minimum: 10 },
    ],
    [
      'an ended event',
      [ticket(`${addDays(shop.today, -12)} 10:00:00`, 1, 401)],
      { error: 'ITEM_EXPIRED', item: 0 },
    ],
  ];
  it.each(cases)('refuses %s', async (_name, items, expected) => {
    const res = await answer(
      shop.request('POST', '/en/checkout/initPayment', { payart: 167, cart: { ver: 1, items }, url: URLS }),
    );
    expect(res).toEqual({ status: 422, body: expected });
  });

  it('names invalid fields, needs a login for card and direct debit, checks the IBAN and return URLs', async () => {
    const items = [{ type: 'voucher', id: 1, count: 1 }];
    const init = (payload: Record<string, unknown>, query = '') =>
      answer(
        shop.request('POST', `/en/checkout/initPayment${query}`, {
          payart: 167,
          cart: { ver: 1, items },
          url: URLS,
          ...payload,
        }),
      );
    expect(await init({ cart: { ver: 2, items } })).toEqual({
      status: 422,
      body: { error: { 'cart.ver': ['FIELD_INVALID'] } },
    });
    expect(await init({ payart: 999 })).toEqual({
      status: 422,
      body: { error: { payart: ['PAYMENT_TYPE_INVALID'] } },
    });
    expect(await init({ payart: 164 })).toEqual({ status: 401, body: { error: 'UNAUTHORIZED' } });
    const jwt = await loginAnna(shop);
    expect(await init({ payart: 74, aux: { accountHolder: 'Anna', iban: 'DE00123' } }, `?_=${jwt}`)).toEqual({
      status: 422,
      body: { error: { 'aux.iban': ['IBAN_INVALID'] } },
    });
    expect(
      (
        await init(
          { payart: 74, aux: { accountHolder: 'Anna', iban: 'DE89 3704 0044 0532 0130 00' } },
          `?_=${jwt}`,
        )
      ).status,
    ).toBe(200);
    expect((await init({ payart: 164, aux: { wallets: ['APPLEPAY'] } }, `?_=${jwt}`)).status).toBe(200);
    expect(await init({ url: { ...URLS, continue: 'https://evil.example/x' } })).toEqual({
      status: 422,
      body: { error: { 'url.continue': ['URL_NOT_ALLOWED'] } },
    });
  });

  it('answers 413 for a body over the limit and 400 for malformed JSON', async () => {
    const big = JSON.stringify({
      payart: 167,
      cart: { ver: 1, items: [] },
      url: URLS,
      pad: 'x'.repeat(70_000),
    });
    expect((await shop.request('POST', '/en/checkout/initPayment', big)).status).toBe(413);
    expect((await answer(shop.request('POST', '/en/checkout/initPayment', '{'))).status).toBe(400);
  });
});

describe('execPayment and cancel statuses', () => {
  const items = [{ type: 'voucher', id: 2, count: 1 }];

  it('answers 400 without the payment reference or cartId', async () => {
    const shop = makeShop();
    const res = await answer(shop.request('POST', '/en/checkout/execPayment', { cartId: 'x' }));
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('message');
    expect((await answer(shop.request('POST', '/en/checkout/execPayment?us=a&sessionUs=b', {}))).status).toBe(
      400,
    );
  });

  it('answers 410 for an unknown, cancelled or expired cart', async () => {
    const shop = makeShop();
    expect(await answer(exec(shop, { cartId: 'nope', us: 'a', sessionUs: 'b' }))).toEqual({
      status: 410,
      body: { error: 'CART_GONE' },
    });
    const cancelled = await pay(shop, items, 'cancel');
    expect(cancelled.location.pathname).toBe('/en/checkout/canceled');
    expect(
      await shop.post(
        `/en/checkout/cancel?noRedirect=1&cartId=${cancelled.cartId}&sessionUs=${cancelled.sessionUs}`,
        undefined,
        z.literal(true),
      ),
    ).toBe(true);
    expect((await answer(exec(shop, cancelled))).status).toBe(410);
    const late = await pay(shop, items, 'fail');
    const approvedLate = await pay(shop, items);
    shop.clock.advance(31 * 60 * 1000);
    expect(await answer(exec(shop, late))).toEqual({ status: 410, body: { error: 'CART_GONE' } });
    // Approved, but the cart expired before execPayment: the money goes back.
    expect(await answer(exec(shop, approvedLate))).toEqual({
      status: 422,
      body: { error: 'PAYMENT_REFUNDED', reason: 'CART_GONE' },
    });
    expect((await answer(shop.request('POST', '/en/checkout/cancel?noRedirect=1&cartId=nope'))).status).toBe(
      410,
    );
  });

  it("answers 422 when the payment failed, was not completed or is not the cart's", async () => {
    const shop = makeShop();
    const failed = await pay(shop, items, 'fail');
    expect(await answer(exec(shop, failed))).toEqual({ status: 422, body: { error: 'PAYMENT_FAILED' } });
    const approved = await pay(shop, items);
    expect(await answer(exec(shop, { ...approved, sessionUs: 'forged' }))).toEqual({
      status: 422,
      body: { error: 'PAYMENT_UNVERIFIED' },
    });
    expect(await answer(exec(shop, { ...approved, us: failed.us, sessionUs: failed.sessionUs }))).toEqual({
      status: 422,
      body: { error: 'PAYMENT_UNVERIFIED' },
    });
    const address = await shop.post(
      '/en/checkout/initPayment',
      { payart: 167, cart: { ver: 1, items }, url: URLS },
      paymentAddressSchema,
    );
    const paymentId = new URL(address).pathname.split('/').pop() ?? '';
    const cartId = (
      shop.db.prepare('SELECT cart_id FROM payments WHERE id = ?').get(paymentId) as { cart_id: string }
    ).cart_id;
    const secret = (
      shop.db.prepare('SELECT secret FROM payments WHERE id = ?').get(paymentId) as { secret: string }
    ).secret;
    expect(await answer(exec(shop, { cartId, us: paymentId, sessionUs: secret }))).toEqual({
      status: 422,
      body: { error: 'PAYMENT_NOT_COMPLETED' },
    });
  });

  it('refuses to cancel a booked cart', async () => {
    const shop = makeShop();
    const { cartId, sessionUs } = await book(shop, items);
    expect(
      await answer(
        shop.request('POST', `/en/checkout/cancel?noRedirect=1&cartId=${cartId}&sessionUs=${sessionUs}`),
      ),
    ).toEqual({
      status: 422,
      body: { error: 'CART_ALREADY_BOOKED' },
    });
  });

  it('answers 422 at booking time when the places went meanwhile (the payment is marked for refund)', async () => {
    const { shop, dates } = shopWithDates();
    const slot = `${dates.soldOutSlotDay} 12:00:00`;
    const first = await pay(shop, [ticket(slot, 2)]);
    const second = await pay(shop, [ticket(slot, 2)]);
    expect((await answer(exec(shop, first))).status).toBe(200);
    expect(await answer(exec(shop, second))).toEqual({
      status: 422,
      body: { error: 'PAYMENT_REFUNDED', reason: 'ITEM_SOLD_OUT', item: 0, available: 0 },
    });
  });
});

describe('order review', () => {
  it('shows an open museum order, pays it, then answers 406', async () => {
    const shop = makeShop();
    const review = await shop.get(`/de/order/review?id=${DEMO_ORDERS.open}`, orderReviewSchema);
    expect(review.total).toBe(6000 + 22 * 1200);
    expect(review.items[0]).toMatchObject({
      type: 'guidedTour',
      name: 'Private Gruppenführung Impressionismus',
      count: 1,
    });
    const address = await shop.post(
      '/de/checkout/initPaymentOrder',
      { payart: 167, id: DEMO_ORDERS.open, url: URLS },
      paymentAddressSchema,
    );
    const res = await shop.request('POST', `${new URL(address).pathname}/approve`);
    const location = new URL(String(res.headers.get('location')));
    const params = Object.fromEntries(location.searchParams) as {
      cartId: string;
      us: string;
      sessionUs: string;
    };
    expect((await answer(exec(shop, params))).status).toBe(200);
    expect(await answer(shop.request('GET', `/de/order/review?id=${DEMO_ORDERS.open}`))).toEqual({
      status: 406,
      body: { error: 'ORDER_NOT_AVAILABLE' },
    });
  });

  it('answers 406 for paid and unknown orders', async () => {
    const shop = makeShop();
    expect((await answer(shop.request('GET', `/de/order/review?id=${DEMO_ORDERS.paid}`))).status).toBe(406);
    expect((await answer(shop.request('GET', '/de/order/review?id=XYZ'))).status).toBe(406);
    expect(
      (
        await answer(
          shop.request('POST', '/de/checkout/initPaymentOrder', {
            payart: 167,
            id: DEMO_ORDERS.paid,
            url: URLS,
          }),
        )
      ).status,
    ).toBe(406);
  });
});

describe('execPayment refuses a request it cannot read, in the visitor language (SPEC §8: 400 message shown)', () => {
  it('says what is missing in German and in English', async () => {
    const shop = makeShop();
    expect(await answer(shop.request('POST', '/de/checkout/execPayment?us=p1', { cartId: 'c1' }))).toEqual({
      status: 400,
      body: { message: 'Die Zahlungsreferenz (us, sessionUs) fehlt.' },
    });
    expect(await answer(shop.request('POST', '/en/checkout/execPayment?us=p1&sessionUs=s1', {}))).toEqual({
      status: 400,
      body: { message: 'The cartId is missing.' },
    });
    // A body that is not JSON at all: the same translated message, not the English parser's.
    expect(await answer(shop.request('POST', '/de/checkout/execPayment?us=p1&sessionUs=s1', '{'))).toEqual({
      status: 400,
      body: { message: 'Die Warenkorb-ID (cartId) fehlt.' },
    });
  });
});
