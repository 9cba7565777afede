import type { Merchandise } from '../../api/wire/merchandise.ts';
import { ANNUAL_PASS_KIND } from '../../api/wire/merchandise.ts';
import type { CartItem, MerchandiseCartItem } from '../cart-item';
import { MAX_LINE_COUNT } from '../cart-lines';

type NewMerchandiseLine = Omit<MerchandiseCartItem, 'lineId'>;

/** SPEC §9: product kind 13 is an annual pass; it is bought with its owners, never as plain merchandise. */
export function isAnnualPass(article: Pick<Merchandise, 'product_kind_ref'>): boolean {
  return article.product_kind_ref === ANNUAL_PASS_KIND;
}

/** SPEC §5: the quantity starts (and resets) at 0 when nothing is in stock, else at 1. */
export function initialMerchandiseQuantity(article: Pick<Merchandise, 'stock'>): number {
  return article.stock <= 0 ? 0 : 1;
}

/** An article can be put in the basket while it is in stock and on sale. */
export function isPurchasable(article: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>): boolean {
  return article.stock > 0 && !article.sold_out && !article.expired;
}

/** Below this many pieces the shop says how many are left. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * SPEC §4 "Availability states": an article is no longer available once its sale has ended ("item expired"),
 * out of stock at 0 or less, else in stock (with the count when only a few are left).
 */
export type StockState =
  | { kind: 'expired' }
  | { kind: 'outOfStock' }
  | { kind: 'low'; left: number }
  | { kind: 'inStock' };

export function stockState(article: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>): StockState {
  if (article.expired) return { kind: 'expired' };
  if (article.stock <= 0 || article.sold_out) return { kind: 'outOfStock' };
  if (article.stock <= LOW_STOCK_THRESHOLD) return { kind: 'low', left: article.stock };
  return { kind: 'inStock' };
}

/** Pieces of an article (or pass) already in the cart, over all its lines. */
export function articleCountInCart(items: readonly CartItem[], article: Pick<Merchandise, 'id'>): number {
  return items.reduce(
    (sum, line) =>
      (line.type === 'merchandise' || line.type === 'annualPass') && line.id === article.id
        ? sum + line.count
        : sum,
    0,
  );
}

/**
 * How many more pieces the visitor may choose: what is in stock minus what is already in the cart, never more
 * than a cart line holds; 0 when the article cannot be bought.
 */
export function articleQuantityLeft(
  article: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>,
  inCart: number,
): number {
  if (!isPurchasable(article)) return 0;
  return Math.max(0, Math.min(article.stock, MAX_LINE_COUNT) - Math.max(0, inCart));
}

/**
 * What keeps the visitor from adding more of an article: the stock, or the most one cart line holds
 * (MAX_LINE_COUNT) when the stock is larger. A full basket is worded for the bound that applies, never as "all
 * 99 pieces left" of an article with 1,000 in stock.
 */
export function articleQuantityBound(article: Pick<Merchandise, 'stock'>): 'stock' | 'line' {
  return article.stock > MAX_LINE_COUNT ? 'line' : 'stock';
}

/**
 * The quantity field's value after loading and after each add (SPEC §5 reset rule): 0 when nothing is left for
 * this visitor, else 1.
 */
export function articleQuantityReset(
  article: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>,
  inCart: number,
): number {
  return initialMerchandiseQuantity({ stock: articleQuantityLeft(article, inCart) });
}

/** A typed quantity bounded to 0 … what is left (a text that is not a number counts as 0, SPEC §5). */
export function boundArticleQuantity(value: number, left: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(Math.trunc(value), Math.max(0, left)));
}

/**
 * The cart line for `count` pieces of an article. `maxCount` is the stock, so that the cart never holds more
 * than is left however often the article is added (SPEC §4, issue 12).
 */
export function merchandiseCartItem(article: Merchandise, count: number): NewMerchandiseLine {
  return {
    type: isAnnualPass(article) ? 'annualPass' : 'merchandise',
    id: article.id,
    name: article.name,
    price: article.price,
    totalPrice: article.price * count,
    count,
    vat_value: article.vat_value,
    maxCount: Math.max(0, article.stock),
  };
}

/** `merchandise/{category}`: the category id of the path, when it is one of the museum's categories. */
export function merchandiseCategoryFromPath(
  param: string | undefined,
  categories: readonly { id: number }[],
): number | null {
  if (param === undefined || !/^[1-9]\d{0,8}$/.test(param)) return null;
  const id = Number(param);
  return categories.some((category) => category.id === id) ? id : null;
}
