import { beforeEach, describe, expect, it } from 'vitest';
import { bookLine, ticketLine } from '../test/cart-lines';
import {
  basketPaymentFor,
  forgetBasketPayment,
  newBasketMark,
  rememberBasketPayment,
} from './payment-under-way';

beforeEach(() => window.sessionStorage.clear());

describe('the baskets this tab sent to a payment', () => {
  it('keeps the last three, each under its own mark, and forgets only the one booked', () => {
    const [a, b, c, d] = [newBasketMark(), newBasketMark(), newBasketMark(), newBasketMark()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([a, b, c, d]).size).toBe(4);
    // Paid, back, paid again with one more line: the first payment may still be approved.
    rememberBasketPayment({ mark: a, lines: [ticketLine()], shippingCosts: null });
    rememberBasketPayment({ mark: b, lines: [ticketLine(), bookLine], shippingCosts: 695 });
    expect(basketPaymentFor(a)?.lines.map((line) => line.lineId)).toEqual(['adult']);
    expect(basketPaymentFor(b)?.shippingCosts).toBe(695);
    forgetBasketPayment(a);
    expect(basketPaymentFor(a)).toBeNull();
    expect(basketPaymentFor(b)).not.toBeNull();
    rememberBasketPayment({ mark: c, lines: [bookLine], shippingCosts: 695 });
    rememberBasketPayment({ mark: d, lines: [bookLine], shippingCosts: 695 });
    rememberBasketPayment({ mark: a, lines: [bookLine], shippingCosts: 695 });
    expect([a, b, c, d].map((mark) => basketPaymentFor(mark) !== null)).toEqual([true, false, true, true]);
    expect(basketPaymentFor(null)).toBeNull();
  });

  it('trusts no copy that was changed: a line that does not read, a mark that is not one', () => {
    const mark = newBasketMark();
    rememberBasketPayment({ mark, lines: [ticketLine()], shippingCosts: null });
    const key = 'museum.checkout.basketPayments';
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    saved[0].lines[0].totalPrice = 'free';
    window.sessionStorage.setItem(key, JSON.stringify(saved));
    expect(basketPaymentFor(mark)).toBeNull();
    window.sessionStorage.setItem(key, JSON.stringify([{ mark: 'not-a-mark', lines: [], shippingCosts: 0 }]));
    expect(basketPaymentFor('not-a-mark')).toBeNull();
    window.sessionStorage.setItem(key, '{');
    expect(basketPaymentFor(mark)).toBeNull();
  });
});
