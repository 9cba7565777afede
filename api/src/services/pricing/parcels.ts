import type { CartItem } from '@museum/shared/wire';

/** The goods of a cart for one address: its country (null: the cart's, not known) and weight in grams. */
export interface Parcel {
  country: string | null;
  weight: number;
  /** The pass whose owner's own address it goes to (the first), named in a refusal; none for the cart's own. */
  item?: number;
}

const HOME = 'cart';

export interface Address {
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** An address as a parcel's key: the same however it is spaced or cased. */
function addressKey(address: Address): string {
  return [address.street, address.zip, address.city, address.country]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('\n');
}

/**
 * The cart's items with every pass owner whose own address is the buyer's delivery address sent with the
 * order instead (`send_to_custom_addr: false`, the address kept): one parcel to one address, not two. Applied
 * before the cart is priced and stored, so that the booking prices what initPayment priced.
 */
export function ownersAtBuyersAddress(items: readonly CartItem[], buyer: Address | null): CartItem[] {
  if (!buyer) return [...items];
  const home = addressKey(buyer);
  return items.map((item) =>
    item.type === 'annualPass' && item.owners
      ? {
          ...item,
          owners: item.owners.map((owner) =>
            owner.send_to_custom_addr === true && owner.address && addressKey(owner.address) === home
              ? { ...owner, send_to_custom_addr: false }
              : owner,
          ),
        }
      : item,
  );
}

/**
 * The parcels a cart's goods make. Everything goes to the cart's destination (the customer's country, or the
 * one an anonymous visitor chose) in one parcel, except an annual pass sent to its owner's own address (SPEC
 * §3 "Pass owners"), which goes there: one parcel per such address. Shipping is charged per parcel, by its
 * country and weight; one fee for the cart's country sent cards abroad for a domestic fee, and to countries
 * the museum stores no costs for (review). `weightOf` answers an article's weight, undefined for none.
 */
export function goodsParcels(
  items: readonly CartItem[],
  cartCountry: string | null,
  weightOf: (articleId: number) => number | undefined,
): Parcel[] {
  const parcels = new Map<string, Parcel>();
  const put = (key: string, country: string | null, weight: number, item?: number) => {
    const parcel = parcels.get(key);
    if (parcel) parcel.weight += weight;
    else parcels.set(key, { country, weight, item });
  };
  items.forEach((item, index) => {
    if (item.type !== 'merchandise' && item.type !== 'annualPass') return;
    const weight = weightOf(item.id);
    if (weight === undefined) return;
    // One owner per card: owners beyond the count are not cards (initPayment refuses them; nothing is quoted).
    const own = item.type === 'annualPass' ? (item.owners ?? []).slice(0, item.count) : [];
    let home = item.count;
    for (const owner of own) {
      const address = owner.send_to_custom_addr === true ? owner.address : undefined;
      if (!address) continue;
      const country = address.country.trim().toUpperCase();
      put(addressKey(address), country, weight, index);
      home -= 1;
    }
    if (home > 0) put(HOME, cartCountry, weight * home);
  });
  return [...parcels.values()];
}
