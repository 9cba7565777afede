import { ApiError, useCartStore, useRequest } from '@museum/shared';
import {
  type CartItem,
  isShippedLine,
  prepareCartItem,
  type ShippingDestination,
  shouldAskShipping,
} from '@museum/shared/domain';
import type { Cart } from '@museum/shared/wire';
import { useEffect } from 'react';
import { useBackFromPaymentPage } from '../../../lib/use-back-from-payment-page';
import { getShippingCosts } from '../api/get-shipping-costs';

/** The goods of the cart as the API takes them: shipping depends on them only (their weight). */
function shippedCart(lines: readonly CartItem[]): Cart {
  const items = lines.filter(isShippedLine).flatMap((line) => {
    try {
      return prepareCartItem(line);
    } catch {
      return [];
    }
  });
  return { ver: 1, items };
}

/**
 * SPEC §4 "Shipping": recalculated whenever the goods or the destination change, only with merchandise and a
 * known country; success stores the cost, a failure stores null and the error code (SPEC §8 "shown as
 * shipping cost error"). Otherwise, and while the quote for a new destination or new goods is on its way,
 * the cost is null: `status` 'loading' says the visitor must wait for it before paying.
 */
export function useShippingCosts(lines: readonly CartItem[], destination: ShippingDestination) {
  const ask = shouldAskShipping(lines, destination);
  const cart = shippedCart(lines);
  const country = destination.kind === 'chosen' ? destination.country : null;
  const key = ask ? JSON.stringify([destination, cart.items]) : null;
  const request = useRequest(
    key,
    (signal) => getShippingCosts(cart, country, signal),
    (cost) => useCartStore.getState().setShippingCosts(cost, null),
  );
  // A page the browser restores after Back from the payment page has read the tab's basket again, cost
  // included, which a page shown since may have left empty: the quote is asked again, or Pay would wait for it.
  useBackFromPaymentPage(() => {
    if (key !== null) request.retry();
  });
  const failure = request.status === 'failed' ? request.error : null;
  // A new destination or other goods: the old cost is not the cost, not even until the new quote arrives (the
  // page would show it and the payment report it, while the API charges the new one). None without goods.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is why the old cost goes.
  useEffect(() => {
    useCartStore.getState().setShippingCosts(null, null);
  }, [key]);
  useEffect(() => {
    if (failure === null) return;
    const code =
      failure instanceof ApiError && failure.status === 422 ? (failure.code ?? 'UNKNOWN') : 'UNKNOWN';
    useCartStore.getState().setShippingCosts(null, code);
  }, [failure]);
  return request;
}
