import type { I18nText } from '../lib/i18n.ts';
import { T } from '../seed/texts.ts';

export interface PaymentType {
  payartId: number;
  i18n: I18nText;
  wallets?: Array<'APPLEPAY' | 'GOOGLEPAY'>;
  /** SPEC §6: only PayPal is offered without login or guest registration. */
  needsCustomer: boolean;
}

/** SPEC §9 payment ids. */
export const PAYPAL = 167;
export const CARD = 164;
export const DIRECT_DEBIT = 74;

export const PAYMENT_TYPES: PaymentType[] = [
  { payartId: PAYPAL, i18n: T.paypal, needsCustomer: false },
  { payartId: CARD, i18n: T.card, wallets: ['APPLEPAY', 'GOOGLEPAY'], needsCustomer: true },
  { payartId: DIRECT_DEBIT, i18n: T.debit, needsCustomer: true },
];
