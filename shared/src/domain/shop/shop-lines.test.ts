import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart-item';
import { describeAnnualPassLine, describeVoucherLine } from './shop-lines';

const vienna = { street: 'Ringstraße 1', zip: '1010', city: 'Wien', country: 'AT' };
const passes: CartItem = {
  lineId: 'p',
  type: 'annualPass',
  id: 6,
  name: 'Annual pass',
  price: 6500,
  totalPrice: 19500,
  count: 3,
  vat_value: 7,
  owners: [
    { name: 'Anna Schmidt', address: null },
    { name: 'Ben Meyer', address: vienna },
  ],
};
const freeVoucher: CartItem = {
  lineId: 'v',
  type: 'voucher',
  id: 3,
  name: 'Voucher of your chosen amount',
  price: 4250,
  totalPrice: 8500,
  count: 2,
  vat_value: 0,
  variable_amount: true,
};

describe('what the checkout shows for shop lines', () => {
  it('describes an annual-pass line with its owners and where each pass goes', () => {
    expect(describeAnnualPassLine(passes)).toEqual({
      kind: 'annualPass',
      name: 'Annual pass',
      count: 3,
      unitPrice: 6500,
      totalPrice: 19500,
      owners: [
        { name: 'Anna Schmidt', delivery: { to: 'order' } },
        { name: 'Ben Meyer', delivery: { to: 'custom', address: vienna } },
      ],
      ownersMissing: 1,
    });
  });

  it('describes a voucher line with the value of each voucher and whether it was chosen', () => {
    expect(describeVoucherLine(freeVoucher)).toEqual({
      kind: 'voucher',
      name: 'Voucher of your chosen amount',
      count: 2,
      value: 4250,
      freeAmount: true,
      totalPrice: 8500,
    });
  });

  it('answers null for other lines', () => {
    expect(describeAnnualPassLine(freeVoucher)).toBeNull();
    expect(describeVoucherLine(passes)).toBeNull();
    expect(describeAnnualPassLine({ ...passes, type: 'merchandise' })).toBeNull();
  });
});
