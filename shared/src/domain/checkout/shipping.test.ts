import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart-item';
import {
  cartNeedsShipping,
  cartSendsPassesToHolders,
  initialShippingCountry,
  shippingDestination,
  shouldAskShipping,
} from './shipping';

const book: CartItem = {
  lineId: 'b',
  type: 'merchandise',
  id: 1,
  name: 'Catalogue',
  price: 3900,
  totalPrice: 3900,
  count: 1,
  vat_value: 7,
};
const pass: CartItem = { ...book, lineId: 'p', type: 'annualPass', id: 6, name: 'Annual pass' };
const voucher: CartItem = {
  lineId: 'v',
  type: 'voucher',
  id: 1,
  name: 'Voucher',
  price: 2500,
  totalPrice: 2500,
  count: 1,
  vat_value: 0,
  variable_amount: false,
};

const address = (country: string) => ({ name: 'Anna', street: 'Ring 1', zip: '1010', city: 'Wien', country });

describe('shipping eligibility (SPEC §4 "Shipping")', () => {
  it('needs merchandise or an annual pass in the cart', () => {
    expect(cartNeedsShipping([book])).toBe(true);
    expect(cartNeedsShipping([pass])).toBe(true);
    expect(cartNeedsShipping([voucher])).toBe(false);
    expect(cartNeedsShipping([])).toBe(false);
  });

  it('takes a signed-in customer’s shipping address first, then the billing address', () => {
    expect(
      shippingDestination(
        true,
        { addrBilling: address('DE'), addrShipping: { ...address('AT'), id: 1 } },
        'FR',
      ),
    ).toEqual({ kind: 'customer', country: 'AT' });
    expect(shippingDestination(true, { addrBilling: address('BE'), addrShipping: null }, null)).toEqual({
      kind: 'customer',
      country: 'BE',
    });
  });

  it('takes the country an anonymous visitor chose, and nothing else', () => {
    expect(shippingDestination(false, null, ' de ')).toEqual({ kind: 'chosen', country: 'DE' });
    expect(shippingDestination(false, null, null)).toEqual({ kind: 'unknown' });
    expect(shippingDestination(false, null, 'Germany')).toEqual({ kind: 'unknown' });
  });

  it('asks the API only with merchandise and a known country', () => {
    expect(shouldAskShipping([book], { kind: 'chosen', country: 'DE' })).toBe(true);
    expect(shouldAskShipping([book], { kind: 'unknown' })).toBe(false);
    expect(shouldAskShipping([voucher], { kind: 'chosen', country: 'DE' })).toBe(false);
  });

  it('preselects the chosen country, else the museum’s default, when it is offered', () => {
    const countries = [{ key: 'DE' }, { key: 'AT' }];
    expect(initialShippingCountry('at', 'DE', countries)).toBe('AT');
    expect(initialShippingCountry(null, 'DE', countries)).toBe('DE');
    expect(initialShippingCountry('XX', 'YY', countries)).toBeNull();
  });
});

describe('cartSendsPassesToHolders', () => {
  const address = { street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' };
  it('is true when a pass goes to a holder’s own address, not for the buyer’s or other goods', () => {
    expect(cartSendsPassesToHolders([book, { ...pass, owners: [{ name: 'Ada', address }] }])).toBe(true);
    expect(cartSendsPassesToHolders([{ ...pass, owners: [{ name: 'Ada', address: null }] }])).toBe(false);
    expect(cartSendsPassesToHolders([pass, book])).toBe(false);
    expect(cartSendsPassesToHolders([])).toBe(false);
  });
});
