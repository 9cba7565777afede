import { paymentAddressSchema } from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { exec, payerForm } from './checkout-support.ts';
import { makeShop, ORIGIN } from './support.ts';

const answer = async (response: Promise<Response>) => {
  const res = await response;
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('fault injection (test endpoints only)', () => {
  it('answers the next N requests to one endpoint with the status, in every language, then recovers', async () => {
    const shop = makeShop();
    expect(
      await answer(
        shop.request('POST', '/__faults', { endpoint: 'merchandise/select', status: 500, times: 2 }),
      ),
    ).toEqual({ status: 200, body: { data: true } });
    expect(await answer(shop.request('GET', '/en/merchandise/select'))).toEqual({
      status: 500,
      body: { error: 'INTERNAL_ERROR' },
    });
    // Other endpoints are untouched.
    expect((await shop.request('GET', '/en/content/static')).status).toBe(200);
    expect((await shop.request('GET', '/de/merchandise/select')).status).toBe(500);
    expect((await shop.request('GET', '/en/merchandise/select')).status).toBe(200);
  });

  it('sends CORS headers with the fault, so a browser sees the status', async () => {
    const shop = makeShop();
    await shop.request('POST', '/__faults', { endpoint: 'shopinfo', status: 503 });
    const res = await shop.request('GET', '/en/shopinfo?shop=179', undefined, { Origin: ORIGIN });
    expect(res.status).toBe(503);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await res.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
  });

  it('lists and clears pending faults, and refuses an invalid one', async () => {
    const shop = makeShop();
    await shop.request('POST', '/__faults', { endpoint: 'tour/attr', status: 500, times: 3 });
    expect(await answer(shop.request('GET', '/__faults'))).toEqual({
      status: 200,
      body: { data: [{ endpoint: 'tour/attr', status: 500, remaining: 3 }] },
    });
    await shop.request('DELETE', '/__faults');
    expect((await shop.request('GET', '/en/tour/attr')).status).toBe(200);
    expect((await shop.request('POST', '/__faults', { endpoint: 'x', status: 200 })).status).toBe(400);
    expect((await shop.request('POST', '/__faults', { endpoint: '../x', status: 500 })).status).toBe(400);
  });

  it('does not exist unless test endpoints are enabled', async () => {
    const shop = makeShop('full', { enableTestEndpoints: false });
    expect((await shop.request('POST', '/__faults', { endpoint: 'shopinfo', status: 500 })).status).toBe(404);
    expect((await shop.request('GET', '/en/shopinfo?shop=179')).status).toBe(200);
  });
});

describe('expiring a cart (test endpoints only)', () => {
  it('makes the cart of a payment page expire: its approval fails and execPayment answers 410', async () => {
    const shop = makeShop();
    const address = await shop.post(
      '/en/checkout/initPayment',
      {
        payart: 167,
        cart: { ver: 1, items: [{ type: 'merchandise', id: 1, count: 1 }] },
        url: { continue: `${ORIGIN}/en/checkout/accepted`, cancel: `${ORIGIN}/en/checkout/canceled` },
        country: 'DE',
      },
      paymentAddressSchema,
    );
    const paymentId = new URL(String(address)).pathname.split('/').at(-1);
    expect(await answer(shop.request('POST', '/__carts/expire', { paymentId }))).toEqual({
      status: 200,
      body: { data: true },
    });
    const res = await shop.request('POST', `/simulator/${paymentId}/approve`, ...payerForm());
    const back = new URL(String(res.headers.get('location')));
    expect(back.searchParams.get('status')).toBe('failed');
    const booked = await exec(shop, {
      cartId: String(back.searchParams.get('cartId')),
      us: String(back.searchParams.get('us')),
      sessionUs: String(back.searchParams.get('sessionUs')),
    });
    expect(booked.status).toBe(410);
    expect(await answer(shop.request('POST', '/__carts/expire', { paymentId: 'unknown' }))).toEqual({
      status: 200,
      body: { data: false },
    });
    expect((await shop.request('POST', '/__carts/expire', { paymentId: '../x' })).status).toBe(400);
  });

  it('does not exist unless test endpoints are enabled', async () => {
    const shop = makeShop('full', { enableTestEndpoints: false });
    expect((await shop.request('POST', '/__carts/expire', { paymentId: 'x' })).status).toBe(404);
  });
});
