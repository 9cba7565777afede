import { type ShopConfig, useConfigStore } from '@museum/shared';
import { TEST_API } from '@museum/shared/testing';
import type { KeyName, Merchandise, Voucher, VoucherCode } from '@museum/shared/wire';

// Test data shaped like the demo museum's (api/README.md "Merchandise and vouchers"), for the shop's component
// tests. The API answers them through the HTTP-level fake, so the real client parses them.

export function article(overrides: Partial<Merchandise> & Pick<Merchandise, 'id' | 'name'>): Merchandise {
  return {
    description: '',
    price: 1000,
    vat_value: 19,
    stock: 20,
    sold_out: false,
    sequence_no: overrides.id,
    custom_groups: [],
    product_kind_ref: 1,
    image: `/static/merchandise/article-${overrides.id}.svg`,
    weight: 100,
    sale_ends: null,
    expired: false,
    ...overrides,
  };
}

export const books = { id: 31, name: 'Books' };
export const posters = { id: 32, name: 'Posters & prints' };
export const gifts = { id: 33, name: 'Gifts' };

export const catalogue = article({
  id: 1,
  name: 'Exhibition catalogue',
  description: '320 pages, hardcover.',
  price: 3900,
  vat_value: 7,
  stock: 50,
  custom_groups: [books],
});
export const poster = article({
  id: 2,
  name: 'Poster "Water lilies"',
  price: 1500,
  stock: 0,
  sold_out: true,
  custom_groups: [posters],
});
export const postcards = article({
  id: 3,
  name: 'Postcard set',
  price: 800,
  stock: 200,
  custom_groups: [posters, gifts],
});
export const toteBag = article({
  id: 4,
  name: 'Cotton tote bag',
  price: 1800,
  stock: 3,
  custom_groups: [gifts],
});
export const calendar = article({
  id: 5,
  name: 'Museum calendar',
  price: 1200,
  vat_value: 7,
  stock: 10,
  sale_ends: '2026-10-01',
  expired: true,
  custom_groups: [gifts],
});
export const singlePass = article({
  id: 6,
  name: 'Annual pass single',
  description: 'One year of free admission.',
  price: 6500,
  vat_value: 7,
  stock: 1000,
  product_kind_ref: 13,
  image: '/static/merchandise/pass.svg',
  custom_groups: [{ id: 34, name: 'Annual passes' }],
});

export const countries: KeyName[] = [
  { key: 'AT', name: 'Austria' },
  { key: 'DE', name: 'Germany' },
  { key: 'FR', name: 'France' },
];

export function voucher(overrides: Partial<Voucher> & Pick<Voucher, 'id' | 'name'>): Voucher {
  return {
    description: 'Redeemable for admission, tours and in the museum shop.',
    price: 2500,
    vat_value: 0,
    variable_amount: 0,
    min_amount: null,
    max_amount: null,
    sequence_no: 1,
    groupId: 41,
    image: '/static/vouchers/gift.svg',
    ...overrides,
  };
}

export const voucherGroups = [
  { id: 41, name: 'Gift vouchers', sequence_no: 1 },
  { id: 42, name: 'Experience vouchers', sequence_no: 2 },
];
export const voucher25 = voucher({ id: 1, name: 'Voucher €25', price: 2500, sequence_no: 1 });
export const voucher50 = voucher({ id: 2, name: 'Voucher €50', price: 5000, sequence_no: 2 });
export const freeVoucher = voucher({
  id: 3,
  name: 'Voucher of your chosen amount',
  price: 0,
  variable_amount: 1,
  min_amount: 1000,
  max_amount: 50000,
  sequence_no: 3,
});
export const tourVoucher = voucher({ id: 4, name: 'Guided tour for two', price: 4000, groupId: 42 });

export const validCode: VoucherCode = {
  id: 1,
  barcode: 'LINDEN-VALID',
  name: 'Gift voucher',
  amount: 2500,
  used_amount: 0,
  available_amount: 2500,
  valid_from: '2020-01-01 00:00:00',
  valid_to: '2999-12-31 23:59:59',
};

/** The deploy-time configuration the shell would have read: product pictures resolve against its API. */
export function configureTestShop(): void {
  useConfigStore.setState({
    shop: {
      api: TEST_API,
      remotes: {},
      supportEmail: 'shop@museum.example',
      titleSeparator: '-',
      requestTimeoutMs: 15_000,
      analytics: {},
    } as unknown as ShopConfig,
  });
}

/** The analytics events the page pushed (SPEC §7), as the tag manager would read them. */
export function trackedEvents(): { event: string; products: unknown[] }[] {
  const layer =
    (window as { dataLayer?: { event: string; ecommerce?: { add?: { products: unknown[] } } }[] })
      .dataLayer ?? [];
  return layer.map((entry) => ({ event: entry.event, products: entry.ecommerce?.add?.products ?? [] }));
}
