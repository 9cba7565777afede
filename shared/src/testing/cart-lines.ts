import type { VoucherCodeCartItem } from '../domain/cart-item';

/** A voucher code of 25 € in the basket, fully spent on the order: the fixture of the shared library's tests. */
export function voucherCodeLine(overrides: Partial<VoucherCodeCartItem> = {}): VoucherCodeCartItem {
  return {
    lineId: 'code',
    type: 'voucherCode',
    id: 9,
    name: 'Voucher',
    price: -2500,
    totalPrice: -2500,
    barcode: 'LINDEN-VALID',
    amount: 2500,
    remaining: 0,
    discount: 0,
    ...overrides,
  };
}
