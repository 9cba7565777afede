import type { PaymentAux } from '../../api/wire/checkout.ts';
import { PAYART, type PaymentType } from '../../api/wire/payment-types.ts';
import { type IbanError, ibanError, normaliseIban } from './iban';

export type Wallet = 'APPLEPAY' | 'GOOGLEPAY';

/** SPEC §6: PayPal is offered without login; every other payment type only after login or guest registration. */
export function needsSignIn(payart: number): boolean {
  return payart !== PAYART.paypal;
}

/** SPEC §3 "Payment type": its multilingual name in the visitor's language, else English, else any. */
export function paymentTypeName(type: Pick<PaymentType, 'i18n' | 'payartId'>, language: string): string {
  return (
    type.i18n[language]?.trim() ||
    type.i18n.en?.trim() ||
    Object.values(type.i18n).find((name) => name.trim()) ||
    String(type.payartId)
  );
}

/**
 * The payment types the visitor can choose now: those the API offers (it offers card and direct debit only to
 * a signed-in customer, SPEC §6), PayPal first, and never one that needs a sign-in while nobody is signed in.
 */
export function offeredPaymentTypes(types: readonly PaymentType[], signedIn: boolean): PaymentType[] {
  const known = new Set<number>(Object.values(PAYART));
  return types
    .filter((type) => known.has(type.payartId) && (signedIn || !needsSignIn(type.payartId)))
    .sort((a, b) => Number(b.payartId === PAYART.paypal) - Number(a.payartId === PAYART.paypal));
}

/** What the visitor filled in to pay (SPEC §3 "Direct debit form", §2 acceptance of terms and privacy). */
export interface PaymentForm {
  payart: number | null;
  /** Card (164) only: pay with Apple Pay or Google Pay instead of typing the card (SPEC §1). */
  wallet: Wallet | null;
  accountHolder: string;
  iban: string;
  acceptTerms: boolean;
}

export const EMPTY_PAYMENT_FORM: PaymentForm = {
  payart: null,
  wallet: null,
  accountHolder: '',
  iban: '',
  acceptTerms: false,
};

/** SPEC §5 and the API's bound for the account holder (100 characters). */
export const MAX_ACCOUNT_HOLDER = 100;

export interface PaymentFormErrors {
  /** No type chosen, one not offered, or one that needs a login first ("login is required before payment"). */
  payart?: 'required' | 'notOffered' | 'signInRequired';
  wallet?: 'notOffered';
  accountHolder?: 'required' | 'tooLong';
  iban?: IbanError;
  /** SPEC §5: "terms and privacy must be accepted". */
  terms?: 'required';
}

/** The form's errors before anything is sent (SPEC §5 "Accounts and checkout"); empty when it can be sent. */
export function validatePaymentForm(
  form: PaymentForm,
  context: { signedIn: boolean; offered: readonly PaymentType[] },
): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  const type = context.offered.find((offered) => offered.payartId === form.payart);
  if (form.payart === null) errors.payart = 'required';
  else if (needsSignIn(form.payart) && !context.signedIn) errors.payart = 'signInRequired';
  else if (!type) errors.payart = 'notOffered';
  if (type && form.wallet !== null && !(type.wallets ?? []).includes(form.wallet))
    errors.wallet = 'notOffered';
  if (form.payart === PAYART.directDebit) {
    const holder = form.accountHolder.trim();
    if (holder === '') errors.accountHolder = 'required';
    else if (holder.length > MAX_ACCOUNT_HOLDER) errors.accountHolder = 'tooLong';
    const iban = ibanError(form.iban);
    if (iban) errors.iban = iban;
  }
  if (!form.acceptTerms) errors.terms = 'required';
  return errors;
}

export function hasPaymentFormErrors(errors: PaymentFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The partner of the landing URL (SPEC §1) goes along when it fits the API's bound; otherwise it is left out. */
export function paymentPartner(partner: string | null): string | undefined {
  const value = partner?.trim() ?? '';
  return value !== '' && value.length <= 64 && /^[\w.:-]+$/.test(value) ? value : undefined;
}

/**
 * SPEC §7 `aux` of initPayment and initPaymentOrder: account holder and IBAN for direct debit, the wallet for a
 * card paid with Apple Pay or Google Pay, the partner, and whether the visitor asked for an invoice.
 */
export function paymentAux(
  form: PaymentForm,
  options: { partner: string | null; requestInvoice: boolean },
): PaymentAux {
  const aux: PaymentAux = { send_invoice: options.requestInvoice };
  if (form.payart === PAYART.directDebit) {
    aux.accountHolder = form.accountHolder.trim();
    aux.iban = normaliseIban(form.iban);
  }
  if (form.payart === PAYART.card && form.wallet) aux.wallets = [form.wallet];
  const partner = paymentPartner(options.partner);
  if (partner) aux.partner = partner;
  return aux;
}

/** The payment option of the analytics checkout step (SPEC §7): the type, and the wallet of a card. */
export function paymentOption(form: Pick<PaymentForm, 'payart' | 'wallet'>): string {
  switch (form.payart) {
    case PAYART.paypal:
      return 'paypal';
    case PAYART.card:
      return form.wallet ? `card:${form.wallet.toLowerCase()}` : 'card';
    case PAYART.directDebit:
      return 'directDebit';
    default:
      return 'unknown';
  }
}
