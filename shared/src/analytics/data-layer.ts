import { type CartItem, itemQuantity } from '../domain/cart-item';

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
        purchase: { actionField: { id: string; revenue: string; tax: string }; products: AnalyticsProduct[] };
      };
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

/** Pushes one event to the data layer; the tag manager's script reads it only once cookies are accepted. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function trackAddToCart(item: CartItem): void {
  trackEvent({
    event: 'addToCart',
    ecommerce: { currencyCode: 'EUR', add: { products: [toAnalyticsProduct(item)] } },
  });
}

export function trackRemoveFromCart(item: CartItem): void {
  trackEvent({
    event: 'removeFromCart',
    ecommerce: { currencyCode: 'EUR', remove: { products: [toAnalyticsProduct(item)] } },
  });
}
