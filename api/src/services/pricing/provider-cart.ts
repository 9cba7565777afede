import { type I18nText, type Lang, pick, SHIPPING_TITLE, tr } from '../../lib/i18n.ts';
import type { PricedCart } from './index.ts';

/**
 * SPEC §7: the cart as a payment provider takes it: the total in EUR and line items with name, quantity, unit
 * price and a tax of 0.00 (the prices include VAT; the provider books no tax of its own). The items add up to
 * the total: shipping is an item, and what voucher codes pay is one item with a negative price.
 */
export interface ProviderCart {
  total: string;
  currency: 'EUR';
  items: ProviderCartItem[];
}

export interface ProviderCartItem {
  name: string;
  quantity: number;
  price: string;
  tax: '0.00';
}

const VOUCHER_CODES: I18nText = tr(
  'Gutscheincodes',
  'Voucher codes',
  'Codes de bon',
  'Codici buono',
  'Waardeboncodes',
  'Códigos de vale',
  'Presentkortskoder',
  'Gavekortkoder',
);

/** Cents as the provider wants them: euros with two decimals (`-12.50` for a deduction). */
const euros = (cents: number): string => (cents / 100).toFixed(2);

const ORDER: I18nText = tr(
  'Bestellung {id}',
  'Order {id}',
  'Commande {id}',
  'Ordine {id}',
  'Bestelling {id}',
  'Pedido {id}',
  'Beställning {id}',
  'Bestilling {id}',
);

/** The provider's cart of a museum order's payment: the order as one item. */
export function orderProviderCart(publicId: string, total: number, lang: Lang): ProviderCart {
  const name = pick(ORDER, lang).replace('{id}', publicId);
  return {
    total: euros(total),
    currency: 'EUR',
    items: [{ name, quantity: 1, price: euros(total), tax: '0.00' }],
  };
}

/** The provider's cart of a priced cart, in the language of the request that opened the payment. */
export function providerCart(priced: PricedCart, lang: Lang): ProviderCart {
  const items: ProviderCartItem[] = [];
  for (const line of priced.lines) {
    if (line.kind === 'voucherCode') continue;
    // The catalogue's name as pricing stored it (an I18nText as JSON), as order/review reads booked lines.
    const name = pick(line.detail.name as string | undefined, lang);
    // A unit price in whole cents where the line divides evenly; else the line as one item, so the sum holds.
    const even = line.quantity > 0 && line.amount % line.quantity === 0;
    items.push({
      name,
      quantity: even ? line.quantity : 1,
      price: euros(even ? line.amount / line.quantity : line.amount),
      tax: '0.00',
    });
  }
  if (priced.shipping > 0)
    items.push({ name: pick(SHIPPING_TITLE, lang), quantity: 1, price: euros(priced.shipping), tax: '0.00' });
  if (priced.discount > 0)
    items.push({ name: pick(VOUCHER_CODES, lang), quantity: 1, price: euros(-priced.discount), tax: '0.00' });
  return { total: euros(priced.total), currency: 'EUR', items };
}
