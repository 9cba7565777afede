import { useCartStore } from '@museum/shared';
import { voucherCartItem, voucherCountInCart } from '@museum/shared/domain';
import { resetShopState } from '@museum/shared/testing';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freeVoucher, voucher25 } from '../test/fixtures';
import { type AddToBasketOutcome, useAddToBasket } from './use-add-to-basket';

beforeEach(resetShopState);
afterEach(cleanup);

function addVouchers(count: number): AddToBasketOutcome | undefined {
  const { result } = renderHook(() => useAddToBasket());
  let outcome: AddToBasketOutcome | undefined;
  act(() => {
    outcome = result.current.add(voucherCartItem(voucher25, count, voucher25.price));
  });
  return outcome;
}

describe('useAddToBasket: the vouchers of one order (the API takes 50)', () => {
  it('names the line’s most, not the order’s, when the line held the quantity back', () => {
    // 45 vouchers, 18 of them at €25: the order has room for 5, the €25 line for 2 (its most is 20).
    const { addToCart } = useCartStore.getState();
    addToCart(voucherCartItem(freeVoucher, 20, 1000));
    addToCart(voucherCartItem(freeVoucher, 7, 2000));
    addToCart(voucherCartItem(voucher25, 18, voucher25.price));
    expect(addVouchers(10)).toMatchObject({ kind: 'capped', added: 2, max: 20 });
    expect(voucherCountInCart(useCartStore.getState().form)).toBe(47);
  });

  it('names the order’s bound when it held the quantity back', () => {
    const { addToCart } = useCartStore.getState();
    addToCart(voucherCartItem(freeVoucher, 20, 1000));
    addToCart(voucherCartItem(freeVoucher, 20, 2000));
    addToCart(voucherCartItem(voucher25, 5, voucher25.price));
    expect(addVouchers(10)).toEqual({ kind: 'vouchersPerOrder', added: 5, max: 50, inBasket: 45 });
    expect(voucherCountInCart(useCartStore.getState().form)).toBe(50);
  });
});
