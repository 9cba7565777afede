import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../src/services/write-limits.ts';
import { pay, URLS } from './checkout-support.ts';
import { answer, makeShop, newCustomer } from './support.ts';

const { password: _password, ...guestFields } = newCustomer('').c;
const guest = (email: string) => ({ c: { ...guestFields, email } });
const merchandise = [{ type: 'merchandise', id: 1, count: 1 }];

describe('anonymous writes per client (registrations, guests, opened payments)', () => {
  it('lets one client register so often in ten minutes, then answers 429 with the wait', async () => {
    const shop = makeShop();
    const register = (ip: string, email: string) =>
      shop.requestFrom(ip, 'POST', '/en/customer/register', newCustomer(email));
    const { perClient, windowSeconds } = WRITE_LIMITS.register;
    // A registration the API refuses before writing (no e-mail) does not count.
    expect((await register('203.0.113.20', '')).status).toBe(422);
    for (let i = 0; i < perClient; i += 1) {
      expect((await register('203.0.113.20', `visitor${i}@example.org`)).status).toBe(200);
    }
    const refused = await register('203.0.113.20', 'one-more@example.org');
    expect(await answer(Promise.resolve(refused.clone()))).toEqual({
      status: 429,
      body: { error: 'AUTH_TOO_MANY_ATTEMPTS' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBe(windowSeconds);
    // Nothing was written for the refused one; another client has its own budget; the window moves on.
    expect((await register('203.0.113.21', 'one-more@example.org')).status).toBe(200);
    shop.clock.advance(windowSeconds * 1000);
    expect((await register('203.0.113.20', 'later@example.org')).status).toBe(200);
  });

  it('bounds guest customers the same way', async () => {
    const shop = makeShop();
    const { perClient } = WRITE_LIMITS.guest;
    for (let i = 0; i < perClient; i += 1) {
      expect(
        (await shop.requestFrom('203.0.113.30', 'POST', '/en/auth/guest', guest(`g${i}@example.org`))).status,
      ).toBe(200);
    }
    expect(
      (await shop.requestFrom('203.0.113.30', 'POST', '/en/auth/guest', guest('g@example.org'))).status,
    ).toBe(429);
  });

  it('bounds opened payments (each one a stored cart)', async () => {
    const shop = makeShop();
    const open = () =>
      shop.requestFrom('203.0.113.40', 'POST', '/en/checkout/initPayment', {
        payart: 167,
        cart: { ver: 1, items: merchandise },
        url: URLS,
        country: 'DE',
      });
    for (let i = 0; i < WRITE_LIMITS.payment.perClient; i += 1) expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(429);
    const carts = shop.db.prepare('SELECT COUNT(*) AS n FROM carts').get() as { n: number };
    expect(carts.n).toBe(WRITE_LIMITS.payment.perClient);
  });

  it('is off for a load test that books from one address (API_WRITE_LIMITS=0)', async () => {
    const shop = makeShop('full', { writeLimits: false });
    for (let i = 0; i <= WRITE_LIMITS.guest.perClient; i += 1) {
      expect(
        (await shop.requestFrom('203.0.113.50', 'POST', '/en/auth/guest', guest(`h${i}@example.org`))).status,
      ).toBe(200);
    }
  });
});

describe('the payment page sends the visitor back to the address the shop gave', () => {
  it("keeps the shop's own query (the checkout's basket mark) beside the payment reference", async () => {
    const shop = makeShop();
    const marked = `${URLS.continue}?basket=0123456789abcdef0123456789abcdef`;
    const { location: back } = await pay(shop, merchandise, 'approve', {
      url: { ...URLS, continue: marked },
      country: 'DE',
    });
    expect(back.searchParams.get('basket')).toBe('0123456789abcdef0123456789abcdef');
    expect(back.searchParams.get('cartId')).toMatch(/^\w+$/);
  });
});
