import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddOutcome } from '@museum/shared/analytics';
import {
  type AddToCartOutcome,
  type CartItem,
  itemQuantity,
  MAX_VOUCHERS_PER_CART,
  type NewCartItem,
  quantityAdded,
  voucherLineWithinOrder,
} from '@museum/shared/domain';
import { useState } from 'react';

/**
 * What one "Add to basket" did: what the cart did with the item, or that the order had no room for that many
 * vouchers (the API refuses more than MAX_VOUCHERS_PER_CART at the checkout), so only `added` went in.
 */
export type AddToBasketOutcome = AddToCartOutcome | { kind: 'vouchersPerOrder'; added: number; max: number };

/** What the last "Add to basket" did, for the message beside the button. */
export interface BasketResult {
  outcome: AddToBasketOutcome;
  name: string;
  /** How many the visitor asked for. */
  wanted: number;
}

/**
 * Puts an item in the shared cart and tells the visitor (issue 12): the analytics add-to-cart event for what
 * went in (SPEC §7), a toast, and the outcome for a message beside the button — merged into the same line,
 * capped at what is left, or refused when nothing is left, or when the order holds all the vouchers it may.
 */
export function useAddToBasket() {
  const addToCart = useCartStore((state) => state.addToCart);
  const [result, setResult] = useState<BasketResult | null>(null);
  const add = (item: NewCartItem): AddToBasketOutcome => {
    const wanted = itemQuantity(item as CartItem);
    const bounded =
      item.type === 'voucher' ? voucherLineWithinOrder(item, useCartStore.getState().form) : item;
    const cartOutcome: AddToCartOutcome | null = bounded ? addToCart(bounded) : null;
    if (cartOutcome && cartOutcome.kind !== 'refused') {
      trackAddOutcome(cartOutcome);
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
    }
    const outcome: AddToBasketOutcome =
      cartOutcome === null || (bounded !== item && cartOutcome.kind !== 'refused')
        ? {
            kind: 'vouchersPerOrder',
            added: cartOutcome ? quantityAdded(cartOutcome) : 0,
            max: MAX_VOUCHERS_PER_CART,
          }
        : cartOutcome;
    setResult({ outcome, name: item.name, wanted });
    return outcome;
  };
  return { add, result, clear: () => setResult(null) };
}
