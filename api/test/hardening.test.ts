import { merchandiseSelectSchema, voucherSelectSchema } from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { URLS } from './checkout-support.ts';
import { answer, makeShop, ORIGIN } from './support.ts';

describe('bad input never causes a 500, a stack trace or SQL in the answer', () => {
  const shop = makeShop();
  const requests: Array<[string, string, unknown?]> = [
    ['GET', '/en/ticket/collect/event/1/date/yesterday'],
    ['GET', '/en/ticket/collect/event/-1'],
    ['GET', "/en/ticket/calendar/event/1/range/1';DROP TABLE bookings;--"],
    ['GET', '/en/tour/calendar/tour/99999999999999999999/range/20260101;20260131'],
    ['GET', '/en/tour/overview?lookahead=abc'],
    ['GET', '/en/tour/soldoutTimeslots/tour/1/date/2026-99-99'],
    ['GET', '/en/merchandise?article=1%20OR%201=1'],
    ['GET', '/en/voucher?voucher=%00%01'],
    ['GET', '/en/customer?_=eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.'],
    ['GET', '/en/customer?_=a.b.c'],
    ['POST', '/en/auth/login', '[]'],
    ['POST', '/en/auth/login', 'null'],
    ['POST', '/en/auth/login', '"text"'],
    ['POST', '/en/auth/login', { _u: { $ne: '' }, _p: ['x'] }],
    ['POST', '/en/customer/register', { c: 'not an object' }],
    ['POST', '/en/customer/register', { c: { email: 12, shipping: [] } }],
    [
      'POST',
      '/en/checkout/initPayment',
      { payart: '167', cart: { ver: 1, items: [{ type: 'bomb' }] }, url: URLS },
    ],
    [
      'POST',
      '/en/checkout/initPayment',
      {
        payart: 167,
        cart: { ver: 1, items: [{ type: 'ticket', id: 1e300, count: 1, datetime: 'x' }] },
        url: URLS,
      },
    ],
    [
      'POST',
      '/en/checkout/initPayment',
      { payart: 167, cart: { ver: 1, items: [] }, url: { continue: 'javascript:alert(1)', cancel: 'x' } },
    ],
    ['POST', '/en/checkout/execPayment?us=x&sessionUs=y', { cartId: { nested: true } }],
    ['POST', '/en/checkout/shipping', { country: 'DE', cart: null }],
    ['POST', '/en/checkout/cancel', '{{'],
    ['POST', '/en/customer/pwdreset', { email: 'a@b.cd', backlink: 'not a url' }],
    ['POST', '/simulator/x/approve'],
    ['GET', '/en/content/page/..%2F..%2Fetc%2Fpasswd'],
    ['GET', '/static/../../etc/passwd'],
  ];

  it.each(requests)('%s %s', async (method, path, body) => {
    const res = await shop.request(method, path, body);
    const text = await res.text();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(text).not.toMatch(/SQLITE|SELECT |INSERT |\bat .*\.ts:\d+/i);
  });
});

describe('features switched off by a profile', () => {
  it('answers empty lists for merchandise and vouchers in tickets-only', async () => {
    const shop = makeShop('tickets-only');
    expect((await shop.get('/en/merchandise/select', merchandiseSelectSchema)).articles).toEqual([]);
    expect((await shop.get('/en/voucher/select/event/', voucherSelectSchema)).vouchers).toEqual([]);
    const res = await shop.request('POST', '/en/checkout/initPayment', {
      payart: 167,
      cart: { ver: 1, items: [{ type: 'merchandise', id: 1, count: 1 }] },
      url: URLS,
    });
    expect(await res.json()).toEqual({ error: 'ITEM_NOT_FOUND', item: 0 });
  });
});

describe('the client address of login limits', () => {
  const fail = (shop: ReturnType<typeof makeShop>, forwardedFor: string, i: number) =>
    shop.requestFrom(
      '203.0.113.10',
      'POST',
      '/en/auth/login',
      { _u: `nobody${i}@example.org`, _p: 'f'.repeat(32) },
      { 'X-Forwarded-For': forwardedFor },
    );

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const shop = makeShop();
    const statuses: number[] = [];
    // A client that invents a new address for every attempt is still one client.
    for (let i = 0; i < 21; i += 1) statuses.push((await fail(shop, `198.51.100.${i}`, i)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("takes the proxy's last X-Forwarded-For entry with API_TRUST_PROXY", async () => {
    const shop = makeShop('full', { trustProxy: true });
    for (let i = 0; i < 20; i += 1) expect((await fail(shop, `spoofed, 198.51.100.1`, i)).status).toBe(422);
    expect((await fail(shop, 'spoofed, 198.51.100.1', 20)).status).toBe(429);
    // Behind the same proxy socket, another visitor is another client.
    expect((await fail(shop, 'spoofed, 198.51.100.2', 21)).status).toBe(422);
  });
});

describe('the origin of the password-reset link', () => {
  const reset = (shop: ReturnType<typeof makeShop>, body: unknown, headers: Record<string, string> = {}) =>
    shop.request('POST', '/de/customer/pwdreset', body, headers);
  const email = 'anna.schmidt@example.com';

  it("falls back to the request's Origin header when it is an allowed origin", async () => {
    const shop = makeShop();
    expect((await reset(shop, { email }, { Origin: ORIGIN })).status).toBe(200);
    const mail = (await (await shop.request('GET', `/__outbox?to=${email}`)).json()) as {
      data: Array<{ body: string }>;
    };
    expect(mail.data[0]?.body).toMatch(new RegExp(`\\n${ORIGIN}/de/recover/link#[\\w-]{32}\\n$`));
  });

  it('needs an allowed origin from somewhere', async () => {
    const shop = makeShop();
    expect(await answer(reset(shop, { email }, { Origin: 'https://evil.example' }))).toEqual({
      status: 422,
      body: { error: { origin: ['FIELD_REQUIRED'] } },
    });
    expect(await answer(reset(shop, { email, backlink: `${ORIGIN}/en/recover/` }))).toEqual({
      status: 422,
      body: { error: { backlink: ['BACKLINK_NOT_ALLOWED'] } },
    });
    expect((await reset(shop, { email, backlink: `${ORIGIN}/de/recover/{token}` })).status).toBe(200);
  });
});

describe('the request log', () => {
  it('logs the route pattern: no payment id, no JWT, no path an attacker can break into a forged line', async () => {
    const lines: string[] = [];
    const shop = makeShop('full', { log: (line) => lines.push(line) });
    await shop.request('GET', '/en/customer?_=eyJhbGciOiJIUzI1NiJ9.e30.secret');
    await shop.request('POST', '/simulator/pay-4711-secret/approve');
    await shop.request('GET', '/en/nothing%0AGET%20/en/admin%20200%201.0ms');
    await shop.request('GET', '/simulator/pay-4711-secret%0D%0Aforged');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^GET \/:lang\/customer 401 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^POST \/simulator\/:paymentId\/:action 404 /);
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(line).not.toContain('4711');
      expect(line).not.toContain('admin');
      expect(line).not.toContain('secret');
    }
  });
});
