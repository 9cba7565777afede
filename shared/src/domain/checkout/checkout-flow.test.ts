import { describe, expect, it } from 'vitest';
import {
  checkoutProgress,
  checkoutStepNumber,
  confirmationFailure,
  currentCheckoutStep,
  readPaymentReturn,
} from './checkout-flow';

describe('checkout progress (SPEC §2 progress bar, §4 checkout flow)', () => {
  it('is at the cart until the visitor is signed in, then at the payment, complete on success', () => {
    expect(currentCheckoutStep('checkout', false)).toBe('cart');
    expect(currentCheckoutStep('checkout', true)).toBe('payment');
    expect(currentCheckoutStep('checkoutFailed', true)).toBe('payment');
    expect(currentCheckoutStep('checkoutAccepted', false)).toBe('payment');
    expect(currentCheckoutStep('checkoutSuccess', false)).toBe('complete');
    expect(checkoutProgress('payment', true).map(({ state }) => state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    // Paid with PayPal without signing in: that step was passed, not done (a review saw "Sign in (done)").
    expect(checkoutProgress('complete', false).map(({ state }) => state)).toEqual([
      'done',
      'skipped',
      'done',
      'current',
    ]);
    expect(checkoutStepNumber('cart')).toBe(1);
    expect(checkoutStepNumber('complete')).toBe(4);
  });
});

describe('readPaymentReturn', () => {
  it('reads what the provider sends back', () => {
    expect(
      readPaymentReturn(new URLSearchParams('cartId=AB12cd34EF56&us=p1&sessionUs=s-ecret_1&status=approved')),
    ).toEqual({
      cartId: 'AB12cd34EF56',
      us: 'p1',
      sessionUs: 's-ecret_1',
      status: 'approved',
      order: null,
      basket: null,
    });
    expect(readPaymentReturn({ cartId: 'c', us: 'u', sessionUs: 's', order: 'ORDR7K2M4Q9X' })?.order).toBe(
      'ORDR7K2M4Q9X',
    );
    expect(readPaymentReturn(new URLSearchParams('basket=Qm9_-x&cartId=c&us=u&sessionUs=s'))?.basket).toBe(
      'Qm9_-x',
    );
  });

  it('drops a basket mark that is not one the shop makes, keeping the payment', () => {
    const reference = readPaymentReturn(new URLSearchParams('basket=a%3Cb&cartId=c&us=u&sessionUs=s'));
    expect(reference?.cartId).toBe('c');
    expect(reference?.basket).toBeNull();
  });

  it('refuses a missing or hand-made reference', () => {
    expect(readPaymentReturn(new URLSearchParams('cartId=c&us=u'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('cartId=c&us=u&sessionUs=a%20b'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams(`cartId=c&us=u&sessionUs=${'x'.repeat(65)}`))).toBeNull();
  });
});

describe('confirmationFailure (SPEC §8 execPayment)', () => {
  it('maps 410 to gone, 400 to its message, 422 to the payment’s state', () => {
    expect(confirmationFailure(410, { error: 'CART_GONE' })).toEqual({ kind: 'gone' });
    expect(confirmationFailure(400, { message: 'The cartId is missing.' })).toEqual({
      kind: 'badRequest',
      message: 'The cartId is missing.',
    });
    expect(confirmationFailure(422, { error: 'PAYMENT_FAILED', reason: 'ITEM_SOLD_OUT' })).toEqual({
      kind: 'notCompleted',
      code: 'PAYMENT_FAILED',
    });
    expect(confirmationFailure(422, { error: 'PAYMENT_REFUNDED', reason: 'CART_GONE' })).toEqual({
      kind: 'refunded',
      reason: 'CART_GONE',
    });
    expect(confirmationFailure(422, { error: 'PAYMENT_UNVERIFIED' })).toEqual({
      kind: 'refused',
      code: 'PAYMENT_UNVERIFIED',
    });
    expect(confirmationFailure(500, {})).toBeNull();
  });
});
