import { useConfigStore } from '@museum/shared';
import { type CartItem, itemQuantity } from '../domain/cart-item';
import { type AddToCartOutcome, quantityAdded, withQuantity } from '../domain/cart-lines';
import { purchaseFigures, referrerToKeep } from '../domain/checkout/analytics';

/**
 * SPEC §7 "Analytics": events for a tag manager. Prices are cents / 100 with two decimals, currency EUR.
 * Only product data goes in: never names, e-mail addresses, tokens or other personal data.
 */
export type AnalyticsEvent =
  | { event: 'addToCart'; ecommerce: { currencyCode: 'EUR'; add: { products: AnalyticsProduct[] } } }
  | { event: 'removeFromCart'; ecommerce: { currencyCode: 'EUR'; remove: { products: AnalyticsProduct[] } } }
  | {
      event: 'checkout';
      ecommerce: {
        checkout: { actionField: { step: number; option?: string }; products: AnalyticsProduct[] };
      };
    }
  | {
      event: 'purchase';
      ecommerce: {
        currencyCode: 'EUR';
        purchase: {
          actionField: { id: string; revenue: string; tax: string; shipping: string };
          products: AnalyticsProduct[];
        };
      };
      /** Where the visit came from (SPEC §7: kept in the session, never the payment provider). */
      referrer: string | null;
    };

export interface AnalyticsProduct {
  id: string;
  name: string;
  category: string;
  price: string;
  quantity: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Cents as the tag manager wants them: units with two decimals. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function toAnalyticsProduct(item: CartItem): AnalyticsProduct {
  const quantity = Math.max(1, itemQuantity(item));
  return {
    id: `${item.type}-${item.id}`,
    name: item.name,
    category: item.type,
    price: centsToAmount(Math.round(item.totalPrice / quantity)),
    quantity,
  };
}

const REFERRER_KEY = 'referrer';

/**
 * SPEC §7: the referrer of the page load is stored (at every event: the same page gives the same answer) in the session, unless it is the shop itself or a payment
 * provider (the museum API's payment page, or a known provider): coming back from paying keeps the referrer
 * the visitor arrived with. Origin and path only: a query can carry personal data.
 */
export function rememberReferrer(): void {
  if (typeof document === 'undefined') return;
  const api = useConfigStore.getState().shop?.api;
  let providerOrigins: string[] = [];
  try {
    providerOrigins = api ? [new URL(api).origin] : [];
  } catch {
    providerOrigins = [];
  }
  const keep = referrerToKeep(document.referrer, { shopOrigin: window.location.origin, providerOrigins });
  try {
    if (keep) window.sessionStorage.setItem(REFERRER_KEY, keep);
  } catch {
    // Storage blocked: the referrer is not kept.
  }
}

/** The referrer stored for this session, if any. */
export function storedReferrer(): string | null {
  try {
    return window.sessionStorage.getItem(REFERRER_KEY);
  } catch {
    return null;
  }
}

/** Pushes one event to the data layer; the tag manager's script reads it only once cookies are accepted. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  rememberReferrer();
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

function trackAddToCart(item: CartItem): void {
  trackEvent({
    event: 'addToCart',
    ecommerce: { currencyCode: 'EUR', add: { products: [toAnalyticsProduct(item)] } },
  });
}

/** SPEC §7: what one add put into the basket, not the whole line it joined; a refused add is no event. */
export function trackAddOutcome(outcome: AddToCartOutcome): void {
  if (outcome.kind === 'refused') return;
  trackAddToCart(withQuantity(outcome.line, quantityAdded(outcome)));
}

export function trackRemoveFromCart(item: CartItem): void {
  trackEvent({
    event: 'removeFromCart',
    ecommerce: { currencyCode: 'EUR', remove: { products: [toAnalyticsProduct(item)] } },
  });
}

/** A quantity changed in the cart: more is an addToCart, fewer a removeFromCart, of the difference only. */
export function trackQuantityChange(item: CartItem, from: number, to: number): void {
  const difference = to - from;
  if (difference === 0 || from <= 0) return;
  const product = { ...toAnalyticsProduct(item), quantity: Math.abs(difference) };
  if (difference > 0)
    trackEvent({ event: 'addToCart', ecommerce: { currencyCode: 'EUR', add: { products: [product] } } });
  else
    trackEvent({
      event: 'removeFromCart',
      ecommerce: { currencyCode: 'EUR', remove: { products: [product] } },
    });
}

/** SPEC §7 "checkout (step, option)": the step of the checkout flow (1 cart … 4 complete), with the cart. */
export function trackCheckout(step: number, items: readonly CartItem[], option?: string): void {
  trackEvent({
    event: 'checkout',
    ecommerce: {
      checkout: {
        actionField: option ? { step, option } : { step },
        products: items.map(toAnalyticsProduct),
      },
    },
  });
}

/**
 * SPEC §7 "purchase (transaction id, revenue, tax)": the booking id, what was paid (after voucher codes, with
 * shipping) and the tax in it, cents / 100 in EUR. Product data only: no name, e-mail or token of the buyer.
 */
export function trackPurchase(bookingId: string, items: readonly CartItem[], shippingCosts: unknown): void {
  rememberReferrer();
  const { revenue, tax } = purchaseFigures(items, shippingCosts);
  const shipping = typeof shippingCosts === 'number' && Number.isFinite(shippingCosts) ? shippingCosts : 0;
  trackEvent({
    event: 'purchase',
    ecommerce: {
      currencyCode: 'EUR',
      purchase: {
        actionField: {
          id: bookingId,
          revenue: centsToAmount(revenue),
          tax: centsToAmount(tax),
          shipping: centsToAmount(shipping),
        },
        products: items.filter((item) => item.type !== 'voucherCode').map(toAnalyticsProduct),
      },
    },
    referrer: storedReferrer(),
  });
}
