import type { CartItem } from '@museum/shared/wire';
import type { Statement } from 'better-sqlite3';
import type { Shop } from '../../context.ts';
import { fieldErrors, unprocessable } from '../../lib/http.ts';
import { availability } from '../availability.ts';
import { merchandiseCatalogue } from '../merchandise.ts';
import { ticketCatalogue } from '../tickets.ts';
import { tourCatalogue } from '../tours.ts';
import { voucherCatalogue } from '../vouchers.ts';
import type { CartPricing, PricedLine, PricingCatalogues } from './context.ts';
import { createDemand } from './demand.ts';
import { priceGoods } from './goods.ts';
import { goodsParcels, type Parcel } from './parcels.ts';
import { priceDayTicket, priceTicket } from './tickets.ts';
import { priceTour } from './tours.ts';
import type { VoucherBudget } from './vouchers.ts';
import { applyVoucherCodes, priceVoucher } from './vouchers.ts';

export { checkCartStructure } from './cart-structure.ts';
export type { PricedLine } from './context.ts';
export { MAX_VOUCHERS_PER_CART } from './demand.ts';
export { type Address, goodsParcels, ownersAtBuyersAddress } from './parcels.ts';
export type { VoucherBudget } from './vouchers.ts';

export interface PricedCart {
  lines: PricedLine[];
  /** Sum of the sold lines, before shipping and voucher codes. */
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  hasTickets: boolean;
  weight: number;
  /** Voucher codes used, with the amount taken from each. */
  redemptions: Array<{ codeId: number; amount: number }>;
}

/** One prepared statement per database: a cart's parcels each ask for their rate. */
const rateQueries = new WeakMap<Shop['db'], Statement<[string, number], { cost: number }>>();

/** The shipping cost for a weight in grams, or null when no cost is stored for the country. */
export function shippingCost(shop: Shop, country: string, weight: number): number | null {
  let query = rateQueries.get(shop.db);
  if (!query) {
    query = shop.db.prepare<[string, number], { cost: number }>(
      'SELECT cost FROM shipping_rates WHERE country = ? AND weight_from <= ? ORDER BY weight_from DESC LIMIT 1',
    );
    rateQueries.set(shop.db, query);
  }
  const row = query.get(country, weight);
  return row ? row.cost : null;
}

const TICKETS = new Set<PricedLine['kind']>(['ticket', 'dayticket', 'tour']);

/**
 * The shipping of a cart's parcels (parcels.ts), as checkout/shipping quotes it and initPayment charges it:
 * each by its country and weight band. Goods for the cart's destination without a country have nowhere to
 * go: `country: FIELD_REQUIRED` (a guess, the museum's default country, would charge another country's costs
 * and book goods without a destination). A country without costs is refused, at its line for a pass owner's.
 */
export function chargeParcels(shop: Shop, parcels: readonly Parcel[]): { shipping: number; weight: number } {
  let shipping = 0;
  let weight = 0;
  for (const parcel of parcels) {
    if (!parcel.country) throw fieldErrors({ country: ['FIELD_REQUIRED'] });
    const cost = shippingCost(shop, parcel.country, parcel.weight);
    if (cost === null)
      // JSON leaves out an `item` that is undefined (a parcel for the cart's country).
      throw unprocessable('NO_SHIPPING_COSTS_FOR_COUNTRY', { country: parcel.country, item: parcel.item });
    shipping += cost;
    weight += parcel.weight;
  }
  return { shipping, weight };
}

/**
 * Prices a cart on the server and checks it can be sold right now: every item exists and is on sale,
 * capacity and stock cover the whole cart (items for the same slot add up), family tickets and tour rules
 * of SPEC §5 hold, voucher codes are valid. Throws a 422 otherwise. Used by initPayment, by the payment
 * page before it approves, and again inside the booking transaction. Each item kind has its own pricer.
 */
export function cartPricer(shop: Shop) {
  const avail = availability(shop.db);
  const catalogues: PricingCatalogues = {
    shop,
    avail,
    tickets: ticketCatalogue(shop.db, avail),
    tours: tourCatalogue(shop.db, avail),
    merchandise: merchandiseCatalogue(shop.db, avail),
    vouchers: voucherCatalogue(shop.db, avail),
  };
  const countryRow = shop.db.prepare('SELECT 1 FROM countries WHERE key = ?');
  const countryExists = (key: string) => countryRow.get(key) !== undefined;

  /** The line of one item; voucher codes are collected and applied once the total is known. */
  function priceItem(
    p: CartPricing,
    item: CartItem,
    index: number,
    codes: Array<{ index: number; barcode: string }>,
  ) {
    switch (item.type) {
      case 'ticket':
        return priceTicket(p, item, index);
      case 'dayticket':
        return priceDayTicket(p, item, index);
      case 'guidedTour':
        return priceTour(p, item, index);
      case 'merchandise':
      case 'annualPass':
        return priceGoods(p, item, index, countryExists);
      case 'voucher':
        return priceVoucher(p, item, index);
      case 'voucherCode': {
        if (!shop.config.has_voucher_code) throw unprocessable('ITEM_NOT_FOUND', { item: index });
        const barcode = item.barcode.trim().toUpperCase();
        if (codes.some((c) => c.barcode === barcode))
          throw unprocessable('VOUCHER_DUPLICATE', { item: index });
        codes.push({ index, barcode });
        return null;
      }
    }
  }

  return function priceCart(
    items: CartItem[],
    country: string | null,
    budget: VoucherBudget = { kind: 'available' },
  ): PricedCart {
    if (items.length === 0) throw unprocessable('CART_EMPTY');
    const p: CartPricing = { ...catalogues, today: shop.today(), now: shop.now(), demand: createDemand() };
    const codes: Array<{ index: number; barcode: string }> = [];
    const lines: PricedLine[] = [];
    items.forEach((item, index) => {
      const line = priceItem(p, item, index, codes);
      if (line) lines.push(line);
    });
    p.demand.check(avail, catalogues.merchandise);
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    const { shipping, weight } = chargeParcels(
      shop,
      goodsParcels(items, country, (id) => catalogues.merchandise.item(id)?.weight),
    );
    const applied = applyVoucherCodes(p, codes, subtotal + shipping, budget);
    return {
      lines: [...lines, ...applied.lines],
      subtotal,
      shipping,
      discount: subtotal + shipping - applied.total,
      total: applied.total,
      hasTickets: lines.some((l) => TICKETS.has(l.kind)),
      weight,
      redemptions: applied.redemptions,
    };
  };
}
export type CartPricer = ReturnType<typeof cartPricer>;
