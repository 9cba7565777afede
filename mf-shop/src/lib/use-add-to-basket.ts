import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddOutcome } from '@museum/shared/analytics';
import {
  type AddToCartOutcome,
  type CartItem,
  itemQuantity,
  MAX_VOUCHERS_PER_CART,
  type NewCartItem,
  quantityAdded,
  voucherCountInCart,
  voucherLineWithinOrder,
} from '@museum/shared/domain';
import { useState } from 'react';

/**
 * What one "Add to basket" did: what the cart did with the item, or that the order had no room for that many
 * vouchers (the API refuses more than MAX_VOUCHERS_PER_CART at the checkout), so only `added` went in;
 * `inBasket` is how many the basket held before (an old basket may hold more than `max`).
 */
export type AddToBasketOutcome =
  | AddToCartOutcome
  | { kind: 'vouchersPerOrder'; added: number; max: number; inBasket: number };

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
    const lines = useCartStore.getState().form;
    const bounded = item.type === 'voucher' ? voucherLineWithinOrder(item, lines) : item;
    const cartOutcome: AddToCartOutcome | null = bounded ? addToCart(bounded) : null;
    if (cartOutcome && cartOutcome.kind !== 'refused') {
      trackAddOutcome(cartOutcome);
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
    }
    // The order's bound is named only when it is what held the quantity back: when the cart took less than the
    // order had room for (a line's most, what is left), the cart's own outcome says why.
    const orderBound =
      cartOutcome === null ||
      (bounded !== item && (cartOutcome.kind === 'added' || cartOutcome.kind === 'merged'));
    const outcome: AddToBasketOutcome = orderBound
      ? {
          kind: 'vouchersPerOrder',
          added: cartOutcome ? quantityAdded(cartOutcome) : 0,
          max: MAX_VOUCHERS_PER_CART,
          inBasket: voucherCountInCart(lines),
        }
      : cartOutcome;
    setResult({ outcome, name: item.name, wanted });
    return outcome;
  };
  return { add, result, clear: () => setResult(null) };
}
