import { useCartStore } from '@museum/shared';
import type { CartItem } from '@museum/shared/domain';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import type { VoucherCode } from '@museum/shared/wire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { freeVoucherLine, groupTourLine, paypal, ticketLine, twoPassesLine } from '../../../test/cart-lines';

const giftCode: VoucherCode = {
  id: 1,
  barcode: 'LINDEN-VALID',
  name: 'Gift voucher code',
  amount: 2500,
  used_amount: 0,
  available_amount: 2500,
  valid_from: '2020-01-01 00:00:00',
  valid_to: '2999-12-31 23:59:59',
};
/** The `voucher` query of every code check the cart asked for. */
const checked: string[] = [];

setUpMuseumApi(
  apiGet('checkout/payments', [paypal]),
  apiGet('customer/attr', {
    countries: [{ key: 'DE', name: 'Germany' }],
    salutations: [],
    required_fields: [],
    visible_fields: [],
  }),
  apiPost('checkout/shipping', 695),
  apiPost('checkout/suggest', []),
  apiGet('voucher', ({ request }) => {
    const code = new URL(request.url).searchParams.get('voucher') ?? '';
    checked.push(code);
    if (code === 'LINDEN-VALID') return giftCode;
    return apiAnswer(422, { error: 'VOUCHER_NO_AMOUNT_LEFT' });
  }),
);

beforeEach(() => {
  resetShopState();
  checked.length = 0;
});
afterEach(cleanup);

/** Prices in German have a no-break space before the euro sign; the tests read them with a plain one. */
const text = (element: Element | null) => (element?.textContent ?? '').replaceAll('\u00a0', ' ');
/** The row of a line; throws while there is none, so `waitFor(() => row(…))` waits for it. */
const row = (name: string): HTMLElement => {
  const found = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};
/** The answer under a question of a tour line (a description list: question, then answer). */
const answerTo = (line: HTMLElement, question: string) => {
  const term = within(line).getByText(question);
  expect(term.tagName).toBe('DT');
  return text(term.nextElementSibling);
};

async function openCart(lines: CartItem[], path = '/en/checkout') {
  useCartStore.setState({ form: lines });
  const view = await renderRemoteRoute(remote, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the lines of the other remotes in the cart (issues 11 and 12: facts from the domain)', () => {
  it('shows a guided tour’s date and time, prices and tickets with counts and components, the answers under their questions', async () => {
    await openCart([groupTourLine, twoPassesLine, freeVoucherLine]);
    const tour = row('Private group tour');
    within(tour).getByText('Light and Shadow – Impressionism');
    within(tour).getByText('27.11.2026, 10:00');
    within(tour).getByText('1 × Group tour, €90.00 each');
    // A component the visitor did not choose (0 children) is not listed.
    within(tour).getByText('1 × Family admission, €36.00 each (2 × Adults)');
    within(tour).getByText('Your answers');
    expect(answerTo(tour, 'Name of the group')).toBe('Class 9b');
    expect(answerTo(tour, 'Accessibility')).toBe('Wheelchair, Hearing loop');
    expect(answerTo(tour, 'Accompanying adults')).toBe('2');
  });

  it('shows each pass holder and where the pass is sent, and a voucher’s chosen value', async () => {
    await openCart([groupTourLine, twoPassesLine, freeVoucherLine]);
    const passes = row('Annual pass');
    within(passes).getByText('Pass holder: Anna Schmidt (sent with the order)');
    expect(
      within(passes).getByText('Pass holder: Ben Meyer, sent to Lindenallee 7, 10115 Berlin, Germany'),
    ).toBeTruthy();
    expect(within(passes).queryByText(/no named holder/)).toBeNull();
    const vouchers = row('Voucher of your choice');
    expect(text(within(vouchers).getByText(/Chosen amount/))).toBe('Chosen amount: €40.00');
    // 126 + 120 + 80 €, and shipping for the passes.
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('€332.95'));
  });

  it('says so when a pass of the line has no named holder (an old saved cart)', async () => {
    const oneOwner: CartItem = { ...twoPassesLine, owners: [{ name: 'Anna Schmidt', address: null }] };
    await openCart([oneOwner]);
    expect(
      within(row('Annual pass')).getByText(
        '1 pass has no named holder: please remove it and choose the pass again.',
      ),
    ).toBeTruthy();
  });

  it('words the same facts in German', async () => {
    // The shop's own words in German; the museum's names are the fixtures' (their renaming has its own test).
    const inGerman = [groupTourLine, twoPassesLine, freeVoucherLine].map((line) => ({ ...line, lang: 'de' }));
    await openCart(inGerman, '/de/checkout');
    const tour = row('Private group tour');
    within(tour).getByText('27.11.2026, 10:00');
    expect(text(within(tour).getByText(/Group tour/))).toBe('1 × Group tour, je 90,00 €');
    expect(text(within(tour).getByText(/Family admission/))).toBe(
      '1 × Family admission, je 36,00 € (2 × Adults)',
    );
    within(tour).getByText('Ihre Antworten');
    expect(answerTo(tour, 'Accessibility')).toBe('Wheelchair, Hearing loop');
    const passes = row('Annual pass');
    expect(
      within(passes).getByText('Karteninhaber: Anna Schmidt (wird mit der Bestellung versandt)'),
    ).toBeTruthy();
    expect(
      within(passes).getByText(
        'Karteninhaber: Ben Meyer, Versand an Lindenallee 7, 10115 Berlin, Deutschland',
      ),
    ).toBeTruthy();
    expect(text(within(row('Voucher of your choice')).getByText(/Gewählter Betrag/))).toBe(
      'Gewählter Betrag: 40,00 €',
    );
  });
});

describe('redeeming a voucher code in the cart (SPEC §2 "Checkout", §5; the shared voucher-code entry)', () => {
  it('checks the code with the API, adds its line and takes its value off the total', async () => {
    const { user } = await openCart([ticketLine()]);
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('€32.00'));
    const entry = screen.getByRole('form', { name: 'Redeem a voucher code' });
    await user.type(within(entry).getByLabelText('Voucher code'), '  LINDEN-VALID ');
    await user.click(within(entry).getByRole('button', { name: 'Redeem' }));

    const code = await waitFor(() => row('Gift voucher code'));
    expect(checked).toEqual(['LINDEN-VALID']);
    within(code).getByText('Voucher code LINDEN-VALID');
    expect(text(code)).toContain('Value €25.00 · used here €25.00 · left over €0.00');
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('€7.00'));
    expect((within(entry).getByLabelText('Voucher code') as HTMLInputElement).value).toBe('');
  });

  it('ties a refusal to the field, keeps what was typed and leaves the cart as it was', async () => {
    const { user } = await openCart([ticketLine()]);
    const field = await screen.findByLabelText('Voucher code');
    await user.type(field, 'LINDEN-USEDUP');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const description = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('This voucher code has been used up: there is no value left on it.');
    expect((field as HTMLInputElement).value).toBe('LINDEN-USEDUP');
    expect(useCartStore.getState().form.map((line) => line.type)).toEqual(['ticket']);
    expect(text(screen.getByTestId('cart-total'))).toBe('€32.00');
  });
});
