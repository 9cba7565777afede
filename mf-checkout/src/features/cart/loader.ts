import { isApiFailure, isLanguage } from '@museum/shared';
import { loadPaymentTypes } from '@museum/shared/api';
import { loadVoucherCodeTexts } from '@museum/shared/voucher-code';
import type { LoaderFunctionArgs } from 'react-router';
import { renameCartInLanguage } from '../../lib/cart-names';

export interface CheckoutData {
  /** The payment types could not be loaded: the cart still shows, the payment offers "Try again". */
  paymentTypesFailed: boolean;
}

/**
 * SPEC §2 `/…/checkout` and `/…/checkout/failed`: the cart itself is the visitor's (session storage); the page
 * loads the payment types the visitor may use now (with the token: card and direct debit after a login, SPEC §6).
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<CheckoutData> {
  // The voucher-code form's texts come with the page, so the form is there when the cart shows (nothing moves).
  const texts = loadVoucherCodeTexts().catch(() => undefined);
  // So do the lines' names in the page's language, after a language switch (never rejects).
  const names = isLanguage(params.lang) ? renameCartInLanguage(params.lang) : undefined;
  try {
    await Promise.all([loadPaymentTypes(), texts, names]);
    return { paymentTypesFailed: false };
  } catch (error) {
    if (isApiFailure(error)) return { paymentTypesFailed: true };
    throw error;
  }
}
