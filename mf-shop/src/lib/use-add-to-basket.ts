import { useCartStore, useMessageStore } from '@museum/shared';
import { trackAddOutcome } from '@museum/shared/analytics';
import { type AddToCartOutcome, type CartItem, itemQuantity, type NewCartItem } from '@museum/shared/domain';
import { useState } from 'react';

/** What the last "Add to basket" did, for the message beside the button. */
export interface BasketResult {
  outcome: AddToCartOutcome;
  name: string;
  /** How many the visitor asked for. */
  wanted: number;
}

/**
 * Puts an item in the shared cart and tells the visitor (issue 12): the analytics add-to-cart event for what
 * went in (SPEC §7), a toast, and the outcome for a message beside the button — merged into the same line,
 * capped at what is left, or refused when nothing is left.
 */
export function useAddToBasket() {
  const addToCart = useCartStore((state) => state.addToCart);
  const [result, setResult] = useState<BasketResult | null>(null);
  const add = (item: NewCartItem): AddToCartOutcome => {
    const outcome = addToCart(item);
    if (outcome.kind !== 'refused') {
      trackAddOutcome(outcome);
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
    }
    setResult({ outcome, name: item.name, wanted: itemQuantity(item as CartItem) });
    return outcome;
  };
  return { add, result, clear: () => setResult(null) };
}
