import { configureApi, initI18n, useCartStore, useMessageStore } from '@museum/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VoucherCode } from '../api/wire/vouchers.ts';
import { apiAnswer, apiGet, resetShopState, setUpMuseumApi, TEST_API } from '../testing';
import { loadVoucherCodeTexts, VoucherCodeForm } from './index';

const valid: VoucherCode = {
  id: 1,
  barcode: 'LINDEN-VALID',
  name: 'Gift voucher',
  amount: 2500,
  used_amount: 0,
  available_amount: 2500,
  valid_from: '2020-01-01 00:00:00',
  valid_to: '2999-12-31 23:59:59',
};

/** The codes the fake API knows, as the demo museum's (api/README.md). */
const answers: Record<string, () => Response | VoucherCode> = {
  'LINDEN-VALID': () => valid,
  'LINDEN-EXPIRED': () => apiAnswer(422, { error: 'VOUCHER_NOW_IS_AFTER_VALID_TO' }),
  'LINDEN-FUTURE': () => apiAnswer(422, { error: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' }),
  'LINDEN-USEDUP': () => apiAnswer(422, { error: 'VOUCHER_NO_AMOUNT_LEFT' }),
  // A museum API that answers a code it should have refused: the shop checks it on the UTC+1 clock itself.
  'LATE-ANSWER': () => ({ ...valid, barcode: 'LATE-ANSWER', valid_from: '2999-01-01 00:00:00' }),
  BROKEN: () => apiAnswer(500, { error: 'INTERNAL_ERROR' }),
  ODD: () => apiAnswer(422, { error: { voucher: ['FIELD_INVALID'] } }),
};
/** The `voucher` query of every check the form asked for. */
const checked: string[] = [];

setUpMuseumApi(
  apiGet('voucher', ({ request }) => {
    const code = new URL(request.url).searchParams.get('voucher') ?? '';
    checked.push(code);
    return (answers[code] ?? (() => apiAnswer(422, { error: 'VOUCHER_NOT_FOUND' })))();
  }),
);

beforeAll(async () => {
  await initI18n('en');
  // As the pages' loaders do (the voucher list, the cart).
  await loadVoucherCodeTexts();
  configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example' });
});
beforeEach(() => {
  resetShopState();
  checked.length = 0;
});
afterEach(cleanup);

const field = () => screen.getByLabelText('Voucher code') as HTMLInputElement;
const redeem = () => screen.getByRole('button', { name: 'Redeem' });

async function enter(code: string) {
  const user = userEvent.setup();
  await user.clear(field());
  if (code) await user.type(field(), code);
  await user.click(redeem());
}

/** The message tied to the field (aria-describedby), as a screen reader reads it with the field. */
function fieldDescription(): string {
  const ids = field().getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('voucher-code entry (SPEC §5 "Voucher code check")', () => {
  it('trims the code, checks it with the API and puts it in the cart', async () => {
    let redeemed = '';
    render(<VoucherCodeForm onRedeemed={(line) => (redeemed = line.name)} />);
    await enter('  LINDEN-VALID  ');
    expect(
      await screen.findByText(
        'Voucher code LINDEN-VALID is in your basket: its value of €25.00 goes towards your order.',
      ),
    ).toBeTruthy();
    expect(checked).toEqual(['LINDEN-VALID']);
    expect(useCartStore.getState().form).toMatchObject([
      { type: 'voucherCode', barcode: 'LINDEN-VALID', amount: 2500, price: -2500 },
    ]);
    expect(redeemed).toBe('Gift voucher');
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(useMessageStore.getState().toasts.map((toast) => toast.content)).toEqual([
      { key: 'common:cart.added' },
    ]);
  });

  it.each([
    ['LINDEN-EXPIRED', 'This voucher code has expired.'],
    ['LINDEN-FUTURE', 'This voucher code is not valid yet.'],
    ['LINDEN-USEDUP', 'This voucher code has been used up: there is no value left on it.'],
    ['NOPE', 'We do not know this voucher code. Please check what you entered.'],
  ])('shows the API’s refusal of %s at the field and keeps what was typed', async (code, message) => {
    render(<VoucherCodeForm />);
    await enter(code);
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(fieldDescription()).toContain(message);
    expect(field().value).toBe(code);
    expect(document.activeElement).toBe(field());
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('refuses a code the API answered but that is not valid yet on the UTC+1 clock', async () => {
    render(<VoucherCodeForm />);
    await enter('LATE-ANSWER');
    await waitFor(() => expect(fieldDescription()).toContain('This voucher code is not valid yet.'));
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('says VOUCHER_UNKNOWN_ERROR for any other failure, and the cart stays as it was', async () => {
    render(<VoucherCodeForm />);
    await enter('BROKEN');
    await waitFor(() =>
      expect(fieldDescription()).toContain(
        'The voucher code could not be checked. Please try again in a moment.',
      ),
    );
    await enter('ODD');
    await waitFor(() => expect(checked).toEqual(['BROKEN', 'ODD']));
    expect(fieldDescription()).toContain('The voucher code could not be checked.');
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('does not add a barcode twice, and does not even ask the API again', async () => {
    render(<VoucherCodeForm />);
    await enter('LINDEN-VALID');
    await screen.findByText(/is in your basket/);
    await enter('linden-valid');
    await waitFor(() => expect(fieldDescription()).toContain('This voucher code is already in your basket.'));
    expect(checked).toEqual(['LINDEN-VALID']);
    expect(useCartStore.getState().form).toHaveLength(1);
  });

  it('asks for a code before sending anything, and clears the message once the code changes', async () => {
    render(<VoucherCodeForm />);
    await enter('   ');
    expect(fieldDescription()).toContain('Please enter a voucher code.');
    expect(checked).toEqual([]);
    await userEvent.type(field(), 'L');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(fieldDescription()).not.toContain('Please enter a voucher code.');
  });
});
