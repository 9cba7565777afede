import type { Customer } from '../../api/wire/customer.ts';
import type { CartItem } from '../cart-item';

/** Lines that are sent by post: merchandise, and annual passes (merchandise of product kind 13, SPEC §1). */
export function isShippedLine(item: CartItem): boolean {
  return item.type === 'merchandise' || item.type === 'annualPass';
}

/** SPEC §4 "Shipping": costs are asked only for a cart that holds merchandise. */
export function cartNeedsShipping(items: readonly CartItem[]): boolean {
  return items.some(isShippedLine);
}

/**
 * Whether an annual pass of the cart goes to a holder's own address: a parcel of its own, charged by that
 * address's country (api/README "Shipping per parcel"), which the checkout says.
 */
export function cartSendsPassesToHolders(items: readonly CartItem[]): boolean {
  return items.some(
    (item) => item.type === 'annualPass' && (item.owners ?? []).some((owner) => owner.address),
  );
}

/** Where the goods go, as the API decides it (api/README "checkout/shipping"). */
export type ShippingDestination =
  /** A customer or guest is signed in: the API takes the shipping address, else the billing address. */
  | { kind: 'customer'; country: string | null }
  /** An anonymous visitor chose a country in the cart (SPEC §4 "user form"). */
  | { kind: 'chosen'; country: string }
  /** Nobody said where: no cost is asked (SPEC §4: "otherwise cost is null"). */
  | { kind: 'unknown' };

/**
 * SPEC §4 "Shipping": the country is known from the logged-in user (their shipping address first, then their
 * billing address, as the API reads it), or from the country the visitor chose in the cart.
 */
export function shippingDestination(
  signedIn: boolean,
  customer: Pick<Customer, 'addrBilling' | 'addrShipping'> | null,
  chosenCountry: string | null,
): ShippingDestination {
  if (signedIn) {
    const country = customer?.addrShipping?.country || customer?.addrBilling.country || null;
    return { kind: 'customer', country };
  }
  const chosen = chosenCountry?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(chosen) ? { kind: 'chosen', country: chosen } : { kind: 'unknown' };
}

/**
 * Whether to ask the API for shipping costs (SPEC §4): only for a cart with merchandise and a known country.
 * Otherwise the cost is null and there is nothing to show.
 */
export function shouldAskShipping(items: readonly CartItem[], destination: ShippingDestination): boolean {
  return cartNeedsShipping(items) && destination.kind !== 'unknown';
}

/**
 * The country preselected for an anonymous visitor with goods in the cart (SPEC §4 "Countries": the default
 * country applies): the one chosen before, else the museum's default, if it is one of the countries offered.
 */
export function initialShippingCountry(
  chosen: string | null,
  defaultCountry: string,
  countries: readonly { key: string }[],
): string | null {
  const offered = (key: string | null | undefined) =>
    key ? (countries.find((country) => country.key.toUpperCase() === key.toUpperCase())?.key ?? null) : null;
  return offered(chosen) ?? offered(defaultCountry);
}
