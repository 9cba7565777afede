import { useLocale } from '@museum/shared';
import {
  isFreeAmountVoucher,
  MAX_VOUCHERS_PER_LINE,
  resolveVoucherAmount,
  type VoucherAmountError,
  voucherAmountBounds,
  voucherAmountInputText,
  voucherCartItem,
} from '@museum/shared/domain';
import type { Voucher } from '@museum/shared/wire';
import { useState } from 'react';
import { useAddToBasket } from '../../../lib/use-add-to-basket';

/** The decimal separator of a locale ("," in de-DE, "." in en-US), for the amount field. */
function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * A voucher's purchase form (SPEC §5 "Voucher price"): the quantity, and for a free amount the amount in euros —
 * empty keeps the previous price, a negative one is made positive, and it must lie within the voucher's bounds.
 */
export function useVoucherForm(voucher: Voucher) {
  const locale = useLocale();
  const free = isFreeAmountVoucher(voucher);
  const bounds = voucherAmountBounds(voucher);
  const [count, setCount] = useState(1);
  const [amountText, setAmountText] = useState('');
  /** The last valid amount: what an emptied field keeps (SPEC §5). */
  const [previous, setPrevious] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<VoucherAmountError | null>(null);
  const basket = useAddToBasket();

  const resolve = () => resolveVoucherAmount(amountText, previous, bounds, decimalSeparator(locale));
  /** The field shows what the shop understood: the previous amount back in an emptied field, −30 as 30,00. */
  const settle = () => {
    const amount = resolve();
    if (amount.ok) {
      setPrevious(amount.cents);
      setAmountText(voucherAmountInputText(amount.cents, decimalSeparator(locale)));
      setAmountError(null);
    } else if (amountText.trim() !== '' || amountError) setAmountError(amount.error);
  };
  const current = resolve();
  const price = free ? (current.ok ? current.cents : null) : voucher.price;

  return {
    free,
    bounds,
    count,
    amountText,
    amountError,
    basket,
    maxCount: MAX_VOUCHERS_PER_LINE,
    /** The line total of what is chosen; null while the amount is not valid. */
    total: price === null ? null : voucherCartItem(voucher, count, price).totalPrice,
    setCount: (value: number) =>
      setCount(Math.max(1, Math.min(Math.trunc(value) || 1, MAX_VOUCHERS_PER_LINE))),
    setAmountText: (text: string) => {
      setAmountText(text);
      setAmountError(null);
    },
    settle,
    /** Adds the vouchers when the amount is valid; answers whether it did. */
    submit: (): boolean => {
      basket.clear();
      let cents = voucher.price;
      if (free) {
        const amount = resolve();
        if (!amount.ok) {
          setAmountError(amount.error);
          return false;
        }
        cents = amount.cents;
        setPrevious(cents);
        setAmountText(voucherAmountInputText(cents, decimalSeparator(locale)));
      }
      basket.add(voucherCartItem(voucher, count, cents));
      setCount(1);
      return true;
    },
  };
}
