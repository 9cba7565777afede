import { createHash } from 'node:crypto';
import { execPaymentSchema, jwtSchema, paymentAddressSchema } from '@museum/shared/wire';
import { expect } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/seed.ts';
import type { TestShop } from './support.ts';
import { answer, ORIGIN } from './support.ts';

export const URLS = { continue: `${ORIGIN}/en/checkout/accepted`, cancel: `${ORIGIN}/en/checkout/canceled` };
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export async function loginAnna(shop: TestShop): Promise<string> {
  const anna = DEMO_CUSTOMERS[0];
  return shop.post('/en/auth/login', { _u: anna.email, _p: md5(anna.password) }, jwtSchema);
}

/**
 * Who pays, as typed on the payment page of a cart without a customer (services/payer.ts): the e-mail, and the
 * delivery address for a cart with a parcel. A cart with a customer ignores it.
 */
export const PAYER = {
  email: 'payer@example.org',
  fname: 'Pat',
  lname: 'Payer',
  street: 'Museumstraße 1',
  zip: '10115',
  city: 'Berlin',
};

/** The payment page's form as a browser sends it. */
export function payerForm(fields: Record<string, string> = PAYER): [string, Record<string, string>] {
  return [new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' }];
}

export interface Returned {
  status: number;
  location: URL;
  cartId: string;
  us: string;
  sessionUs: string;
}

/** initPayment, then press a button on the payment page; answers where the browser is sent back. */
export async function pay(
  shop: TestShop,
  items: unknown[],
  decision: 'approve' | 'cancel' | 'fail' = 'approve',
  extra: Record<string, unknown> = {},
  jwt?: string,
): Promise<Returned> {
  const address = await shop.post(
    `/en/checkout/initPayment${jwt ? `?_=${jwt}` : ''}`,
    { payart: 167, cart: { ver: 1, items }, url: URLS, ...extra },
    paymentAddressSchema,
  );
  const path = new URL(address).pathname;
  expect(path).toMatch(/^\/simulator\//);
  const res = await shop.request('POST', `${path}/${decision}`, ...payerForm());
  const location = new URL(String(res.headers.get('location')));
  return {
    status: res.status,
    location,
    cartId: String(location.searchParams.get('cartId')),
    us: String(location.searchParams.get('us')),
    sessionUs: String(location.searchParams.get('sessionUs')),
  };
}

export const exec = (shop: TestShop, r: Pick<Returned, 'cartId' | 'us' | 'sessionUs'>, jwt?: string) =>
  shop.request(
    'POST',
    `/en/checkout/execPayment?us=${r.us}&sessionUs=${r.sessionUs}&srcURL=x${jwt ? `&_=${jwt}` : ''}`,
    {
      cartId: r.cartId,
    },
  );

export async function book(shop: TestShop, items: unknown[], jwt?: string) {
  const returned = await pay(shop, items, 'approve', {}, jwt);
  const res = await answer(exec(shop, returned, jwt));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...returned, booking: execPaymentSchema.parse((res.body as { data: unknown }).data) };
}

/** initPayment only: the payment page's path (`/simulator/{paymentId}`). */
export async function initPayment(
  shop: TestShop,
  items: unknown[],
  jwt?: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const address = await shop.post(
    `/en/checkout/initPayment${jwt ? `?_=${jwt}` : ''}`,
    { payart: 167, cart: { ver: 1, items }, url: URLS, ...extra },
    paymentAddressSchema,
  );
  return new URL(address).pathname;
}

/**
 * Press a button on the payment page; answers where the browser is sent back. The form is the payer's (as a
 * visitor without an account fills it in); null sends none.
 */
export async function decide(
  shop: TestShop,
  pagePath: string,
  decision: 'approve' | 'cancel' | 'fail',
  form: ReturnType<typeof payerForm> | null = payerForm(),
): Promise<Returned> {
  const res = await shop.request('POST', `${pagePath}/${decision}`, ...(form ?? []));
  const location = new URL(String(res.headers.get('location')));
  return {
    status: res.status,
    location,
    cartId: String(location.searchParams.get('cartId')),
    us: String(location.searchParams.get('us')),
    sessionUs: String(location.searchParams.get('sessionUs')),
  };
}

/** The amount the payment page asks the visitor to approve, in cents. */
export async function pageAmount(shop: TestShop, pagePath: string): Promise<number> {
  // Read in German: "1.234,50 €" (Intl's no-break space before the sign).
  const html = await (await shop.request('GET', `${pagePath}?lang=de`)).text();
  const euros = /<strong>([\d.]+),(\d\d)\s€<\/strong>/.exec(html);
  expect(euros, html).not.toBeNull();
  return Number(`${euros?.[1]?.replaceAll('.', '')}${euros?.[2]}`);
}
