import type { Merchandise } from '../api/wire/merchandise.ts';
import { ANNUAL_PASS_KIND } from '../api/wire/merchandise.ts';
import type { NewCartItem } from './cart-item';

/** SPEC §5: the quantity starts at 0 when nothing is in stock, else at 1. */
export function initialMerchandiseQuantity(article: Pick<Merchandise, 'stock'>): number {
  return article.stock <= 0 ? 0 : 1;
}

/** An article can be put in the basket while it is in stock and on sale. */
export function isPurchasable(article: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>): boolean {
  return article.stock > 0 && !article.sold_out && !article.expired;
}

/** The cart line for `count` pieces of an article; annual passes (product kind 13) get their own type. */
export function merchandiseCartItem(article: Merchandise, count: number): NewCartItem {
  const type = article.product_kind_ref === ANNUAL_PASS_KIND ? 'annualPass' : 'merchandise';
  return {
    type,
    id: article.id,
    name: article.name,
    price: article.price,
    totalPrice: article.price * count,
    count,
    vat_value: article.vat_value,
  };
}
