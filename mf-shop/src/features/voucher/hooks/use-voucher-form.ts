import { useCartStore, useLocale } from '@museum/shared';
import {
  boundArticleQuantity,
  isFreeAmountVoucher,
  resolveVoucherAmount,
  type VoucherAmountError,
  voucherAmountBounds,
  voucherAmountInputText,
  voucherCartItem,
  voucherCountInCart,
  voucherQuantityLeft,
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
 * The quantity never goes beyond what a line holds and the order has room for (the API's vouchers per cart).
 */
export function useVoucherForm(voucher: Voucher) {
  const locale = useLocale();
  const free = isFreeAmountVoucher(voucher);
  const bounds = voucherAmountBounds(voucher);
  const inCart = useCartStore((state) => voucherCountInCart(state.form));
  const left = voucherQuantityLeft(inCart);
  // 0 while the visitor clears the field to type another number; at least 1 is asked for on adding.
  const [count, setCount] = useState(1);
  /** The visitor typed more than may be added: the field shows the most, and says so. */
  const [capped, setCapped] = useState(false);
  const [quantityMissing, setQuantityMissing] = useState(false);
  /** Counts refused presses, so that the form can take the visitor to the first problem after each. */
  const [attempts, setAttempts] = useState(0);
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
  // The basket may change meanwhile (another tab, the checkout): the field never shows more than may be added.
  const shown = boundArticleQuantity(count, left);

  return {
    free,
    bounds,
    count: shown,
    /** The most vouchers that may be added now; 0 once the order holds all it may. */
    left,
    /** The bought vouchers the basket holds (an old basket may hold more than an order may have). */
    inCart,
    capped,
    quantityMissing,
    attempts,
    amountText,
    amountError,
    basket,
    /** The line total of what is chosen; null while the amount is not valid. */
    total: price === null ? null : voucherCartItem(voucher, shown, price).totalPrice,
    setCount: (value: number) => {
      setCount(boundArticleQuantity(value, left));
      setCapped(left > 0 && value > left);
      setQuantityMissing(false);
    },
    setAmountText: (text: string) => {
      setAmountText(text);
      setAmountError(null);
    },
    settle,
    /** Adds the vouchers when the amount and the quantity are valid; answers whether it did. */
    submit: (): boolean => {
      basket.clear();
      let cents = voucher.price;
      let valid = true;
      if (free) {
        const amount = resolve();
        if (amount.ok) {
          cents = amount.cents;
          setPrevious(cents);
          setAmountText(voucherAmountInputText(cents, decimalSeparator(locale)));
        } else {
          setAmountError(amount.error);
          valid = false;
        }
      }
      if (shown < 1) {
        setQuantityMissing(true);
        valid = false;
      }
      if (!valid) {
        setAttempts((n) => n + 1);
        return false;
      }
      basket.add(voucherCartItem(voucher, shown, cents));
      setCount(1);
      setCapped(false);
      return true;
    },
  };
}
