import type { CartItem } from '@museum/shared/wire';
import { isZip, MAX_FIELD_LENGTH } from '../customers.ts';
import { ANNUAL_PASS_KIND } from '../merchandise.ts';
import type { CartPricing, PricedLine } from './context.ts';
import { checkTotal, EMPTY_LINE, refuse } from './context.ts';

type GoodsItem = Extract<CartItem, { type: 'merchandise' | 'annualPass' }>;
type PassOwner = NonNullable<Extract<CartItem, { type: 'annualPass' }>['owners']>[number];

const filled = (text: string) => text.trim() !== '' && text.length <= MAX_FIELD_LENGTH;

/**
 * SPEC §3 "Pass owners": one owner per card, with a name; an address, when given (to send the card
 * there), complete and valid like a delivery address.
 */
function validOwner(owner: PassOwner, countryExists: (key: string) => boolean): boolean {
  if (!filled(owner.name)) return false;
  const address = owner.address;
  if (!address) return owner.send_to_custom_addr !== true;
  return (
    filled(address.street) &&
    filled(address.city) &&
    isZip(address.zip.trim()) &&
    countryExists(address.country.trim().toUpperCase())
  );
}

/**
 * `merchandise` and `annualPass` items. An annual pass (product kind 13) must come as `annualPass` with
 * its owners: sent as plain merchandise it would skip the owner checks (issue 9).
 */
export function priceGoods(
  p: CartPricing,
  item: GoodsItem,
  index: number,
  countryExists: (key: string) => boolean,
): PricedLine {
  const article = p.merchandise.item(item.id);
  const isPass = article?.product_kind_ref === ANNUAL_PASS_KIND;
  const enabled = article && (isPass ? p.shop.config.has_memcard : p.shop.config.has_merchandise);
  if (!article || !enabled || (item.type === 'annualPass' && !isPass)) throw refuse('ITEM_NOT_FOUND', index);
  if (p.merchandise.isExpired(article, p.today)) throw refuse('ITEM_EXPIRED', index);
  const owners = item.type === 'annualPass' ? (item.owners ?? []) : [];
  if (isPass && (owners.length !== item.count || !owners.every((o) => validOwner(o, countryExists))))
    throw refuse('PASS_OWNER_INVALID', index);
  const amount = article.price * item.count;
  checkTotal(item, amount, index);
  p.demand.stock(article.id, item.count, index);
  return {
    ...EMPTY_LINE,
    kind: isPass ? 'annualPass' : 'merchandise',
    refId: article.id,
    quantity: item.count,
    amount,
    detail: { name: article.name, price: article.price, owners },
  };
}
