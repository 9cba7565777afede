import type { CartItem } from '@museum/shared/wire';

/** The goods of a cart for one address: its country (null: the cart's, not known) and weight in grams. */
export interface Parcel {
  country: string | null;
  weight: number;
  /** The first item that put goods in it, named in a refusal. */
  item: number;
}

const HOME = 'cart';

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
  const put = (key: string, country: string | null, weight: number, item: number) => {
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
      // The same address however it is spaced or cased: one parcel.
      const key = [address.street, address.zip, address.city, country]
        .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
        .join('\n');
      put(key, country, weight, index);
      home -= 1;
    }
    if (home > 0) put(HOME, cartCountry, weight * home, index);
  });
  return [...parcels.values()];
}
