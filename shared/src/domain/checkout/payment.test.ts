import { describe, expect, it } from 'vitest';
import { PAYART, type PaymentType } from '../../api/wire/checkout.ts';
import {
  EMPTY_PAYMENT_FORM,
  hasPaymentFormErrors,
  needsSignIn,
  offeredPaymentTypes,
  paymentAux,
  paymentOption,
  paymentPartner,
  paymentTypeName,
  validatePaymentForm,
} from './payment';

const paypal: PaymentType = { payartId: 167, i18n: { de: 'PayPal', en: 'PayPal' } };
const card: PaymentType = {
  payartId: 164,
  i18n: { de: 'Kreditkarte', en: 'Credit card' },
  wallets: ['APPLEPAY', 'GOOGLEPAY'],
};
const debit: PaymentType = { payartId: 74, i18n: { de: 'Lastschrift', en: 'Direct debit' } };
const all = [card, debit, paypal];

describe('payment types (SPEC §6, §9)', () => {
  it('offers PayPal without login and the others only to a signed-in visitor, PayPal first', () => {
    expect(needsSignIn(PAYART.paypal)).toBe(false);
    expect(needsSignIn(PAYART.card)).toBe(true);
    expect(offeredPaymentTypes(all, false).map((type) => type.payartId)).toEqual([167]);
    expect(offeredPaymentTypes(all, true).map((type) => type.payartId)).toEqual([167, 164, 74]);
    expect(offeredPaymentTypes([...all, { payartId: 999, i18n: { en: 'Cash' } }], true)).toHaveLength(3);
  });

  it('names a type in the visitor’s language, else English', () => {
    expect(paymentTypeName(debit, 'de')).toBe('Lastschrift');
    expect(paymentTypeName(debit, 'sv')).toBe('Direct debit');
    expect(paymentTypeName({ payartId: 74, i18n: {} }, 'sv')).toBe('74');
  });
});

describe('validatePaymentForm (SPEC §5 "Accounts and checkout")', () => {
  const valid = { ...EMPTY_PAYMENT_FORM, payart: 167, acceptTerms: true };

  it('asks for a payment type and the acceptance of terms and privacy', () => {
    expect(validatePaymentForm(EMPTY_PAYMENT_FORM, { signedIn: false, offered: [paypal] })).toEqual({
      payart: 'required',
      terms: 'required',
    });
    expect(hasPaymentFormErrors(validatePaymentForm(valid, { signedIn: false, offered: [paypal] }))).toBe(
      false,
    );
  });

  it('says that login is required before paying by card or direct debit', () => {
    expect(
      validatePaymentForm({ ...valid, payart: 164 }, { signedIn: false, offered: [paypal] }).payart,
    ).toBe('signInRequired');
    expect(validatePaymentForm({ ...valid, payart: 164 }, { signedIn: true, offered: [paypal] }).payart).toBe(
      'notOffered',
    );
  });

  it('checks the account holder and the IBAN of a direct debit', () => {
    const form = { ...valid, payart: 74, accountHolder: '  ', iban: 'DE89 3704 0044 0532 0130 01' };
    expect(validatePaymentForm(form, { signedIn: true, offered: all })).toEqual({
      accountHolder: 'required',
      iban: 'invalid',
    });
    expect(
      validatePaymentForm(
        { ...form, accountHolder: 'x'.repeat(101), iban: 'DE89370400440532013000' },
        { signedIn: true, offered: all },
      ),
    ).toEqual({ accountHolder: 'tooLong' });
  });

  it('accepts only the wallets the card offers', () => {
    expect(
      validatePaymentForm(
        { ...valid, payart: 164, wallet: 'GOOGLEPAY' },
        { signedIn: true, offered: [{ ...card, wallets: ['APPLEPAY'] }] },
      ),
    ).toEqual({ wallet: 'notOffered' });
  });
});

describe('paymentAux (SPEC §7 initPayment aux)', () => {
  it('carries holder and the IBAN in electronic form for a direct debit', () => {
    expect(
      paymentAux(
        {
          ...EMPTY_PAYMENT_FORM,
          payart: 74,
          accountHolder: ' Anna Schmidt ',
          iban: 'de89 3704 0044 0532 0130 00',
        },
        { partner: 'press-2026', requestInvoice: true },
      ),
    ).toEqual({
      accountHolder: 'Anna Schmidt',
      iban: 'DE89370400440532013000',
      partner: 'press-2026',
      send_invoice: true,
    });
  });

  it('carries the wallet only for a card, and nothing of a direct debit', () => {
    expect(
      paymentAux(
        { ...EMPTY_PAYMENT_FORM, payart: 164, wallet: 'GOOGLEPAY', iban: 'DE89370400440532013000' },
        { partner: null, requestInvoice: false },
      ),
    ).toEqual({ wallets: ['GOOGLEPAY'], send_invoice: false });
  });

  it('leaves out a partner the API would refuse', () => {
    expect(paymentPartner('x'.repeat(65))).toBeUndefined();
    expect(paymentPartner('<script>')).toBeUndefined();
    expect(paymentPartner(' museum-night ')).toBe('museum-night');
  });

  it('names the option of the analytics checkout step', () => {
    expect(paymentOption({ payart: 164, wallet: 'GOOGLEPAY' })).toBe('card:googlepay');
    expect(paymentOption({ payart: 74, wallet: null })).toBe('directDebit');
    expect(paymentOption({ payart: 167, wallet: null })).toBe('paypal');
  });
});
