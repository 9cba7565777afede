import {
  cartPersistence,
  useCartStore,
  useCustomerStore,
  useSessionStore,
  useVisitStore,
} from '@museum/shared';
import type { CartItem } from '@museum/shared/domain';
import {
  apiAnswer,
  apiGet,
  apiHangs,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import type { Customer, Suggestion } from '@museum/shared/wire';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';
import { basketPaymentFor } from '../../../lib/payment-under-way';
import { backFromPaymentPage } from '../../../test/back-forward-cache';
import {
  article,
  at,
  bookLine,
  card,
  codeLine,
  dayLine,
  directDebit,
  familyLine,
  passLine,
  paypal,
  slotTicket,
  ticketLine,
  tourLine,
  voucherLine,
} from '../../../test/cart-lines';

const leftFor = vi.hoisted(() => ({ addresses: [] as string[] }));
vi.mock('../../../lib/payment-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/payment-page')>()),
  goToPaymentPage: (address: string) => {
    leftFor.addresses.push(address);
    return true;
  },
}));

const JWT = 'header.payload.signature';
/** A return address of this shop, marked with the basket it was sent for. */
const returnTo = (page: 'accepted' | 'canceled') =>
  new RegExp(`^${window.location.origin}/en/checkout/${page}\\?basket=[0-9a-f]{32}$`);
const anna: Customer = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Schmidt',
  email: 'anna.schmidt@example.com',
  phone: '',
  company: '',
  addrBilling: { name: 'Anna Schmidt', street: 'Ring 1', zip: '10115', city: 'Berlin', country: 'DE' },
  addrShipping: { id: 1, name: 'Anna Schmidt', street: 'Gasse 2', zip: '1010', city: 'Wien', country: 'AT' },
  isGuest: false,
  send_invoice: true,
};

/** What the fake API was sent, per endpoint. */
const sent: { path: string; query: string; body: unknown }[] = [];
const bodiesOf = (endpoint: string) => sent.filter((request) => request.path.endsWith(endpoint));
let suggestions: Suggestion[] = [];
let initPaymentAnswer: () => Response | string | Promise<Response> = () =>
  'https://pay.museum.test/simulator/p1';

const record = async (request: Request) => {
  const url = new URL(request.url);
  sent.push({
    path: url.pathname,
    query: url.search,
    body: await request
      .clone()
      .json()
      .catch(() => null),
  });
};

const api = setUpMuseumApi(
  apiGet('checkout/payments', ({ request }) =>
    new URL(request.url).searchParams.get('_') ? [paypal, card, directDebit] : [paypal],
  ),
  apiGet('customer/attr', {
    countries: [
      { key: 'DE', name: 'Germany' },
      { key: 'AT', name: 'Austria' },
      { key: 'US', name: 'United States' },
    ],
    salutations: [],
    required_fields: [],
    visible_fields: [],
  }),
  apiPost('checkout/shipping', async ({ request }) => {
    await record(request);
    const body = (await request.json()) as { country?: string };
    if (body.country === 'US')
      return apiAnswer(422, { error: 'NO_SHIPPING_COSTS_FOR_COUNTRY', country: 'US' });
    return body.country === 'AT' ? 995 : 695;
  }),
  apiPost('checkout/suggest', async ({ request }) => {
    await record(request);
    return suggestions;
  }),
  apiPost('checkout/initPayment', async ({ request }) => {
    await record(request);
    return initPaymentAnswer();
  }),
  apiGet('merchandise', () => article()),
  apiGet('ticket/collect/event/:id/date/:date', () => ({
    date: '2026-11-24',
    tickets: [
      slotTicket([
        { time: '10:00', places: 30 },
        { time: '11:00', places: 0 },
        { time: '12:00', places: 1 },
        { time: '13:00', places: 1 },
        { time: '15:00', places: 30 },
      ]),
    ],
    timeslot: [],
  })),
);

function fillCart(lines: CartItem[]) {
  useCartStore.setState({ form: lines });
}

function signIn(customer: Customer = anna) {
  useSessionStore.getState().setJwt(JWT);
  useCustomerStore.getState().setCustomer(customer);
}

const openCheckout = () => renderRemoteRoute(remote, '/en/checkout');
const row = (name: string) =>
  screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name })) as HTMLElement;

beforeEach(() => {
  resetShopState();
  // As the shell at boot: the basket is kept in the tab's session storage (SPEC §3).
  cartPersistence.hydrate();
  sent.length = 0;
  leftFor.addresses.length = 0;
  suggestions = [];
  initPaymentAnswer = () => 'https://pay.museum.test/simulator/p1';
});
afterEach(cleanup);

describe('the cart (SPEC §2 "Checkout", §3 "Cart")', () => {
  it('shows every line type with what identifies it, its price, tax and total', async () => {
    fillCart([ticketLine(), familyLine, dayLine, tourLine, bookLine, passLine, voucherLine, codeLine(5000)]);
    await openCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Your basket' });

    const adult = row('Adult');
    within(adult).getByText('Light and Shadow');
    within(adult).getByText('24.11.2026, 12:00 – 13:00');
    within(adult).getByText('€2.09');
    within(adult).getByText('€32.00');
    within(row('Family ticket')).getByText('2 × Adults, 3 × Children');
    within(row('Collection – day ticket')).getByText('Valid all day on 25.11.2026');
    const tour = row('Highlights tour');
    within(tour).getByText('26.11.2026, 18:00');
    within(tour).getByText('2 × Evening fee, €4.00 each');
    expect(
      within(row('Annual pass')).getByText('Pass holder: Ben Meyer, sent to Rue 1, 1000 Bruxelles, Belgium'),
    ).toBeTruthy();
    expect(within(row('Gift voucher')).getByText(/Value/).textContent).toContain('€25.00');
    // SPEC §4: the code pays what is left, never more; it keeps the rest.
    const code = row('Voucher code');
    within(code).getByText('Voucher code LINDEN-VALID');
    expect(code.textContent).toContain('Value €50.00 · used here €50.00 · left over €0.00');

    // 32 + 32 + 28 + 8 + 39 + 60 + 25 = 224 €, minus 50 €, plus shipping to Germany 6.95 €.
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('€180.95'));
    expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95');
  });

  it('names the lines added in another language in the page’s language before the basket shows', async () => {
    const askedFor: string[] = [];
    api.use(
      apiGet('merchandise', ({ request }) => {
        askedFor.push(new URL(request.url).search);
        return article({ id: 1, name: 'Exhibition catalogue' });
      }),
    );
    fillCart([
      { ...bookLine, lang: 'de', name: 'Ausstellungskatalog' },
      { ...codeLine(), lang: 'de' },
      ticketLine(),
    ]);
    await openCheckout();
    await screen.findByRole('rowheader', { name: 'Exhibition catalogue' });
    expect(screen.queryByText('Ausstellungskatalog')).toBeNull();
    expect(useCartStore.getState().form.map((line) => [line.name, line.lang])).toEqual([
      ['Exhibition catalogue', 'en'],
      // A voucher code keeps the code's name; the ticket was in English already (nothing asked for it).
      ['Voucher code', 'de'],
      ['Adult', 'en'],
    ]);
    expect(askedFor).toEqual(['?article=1']);
  });

  it('raises a quantity up to what is left, removes a line and empties the cart after asking', async () => {
    fillCart([ticketLine({ totalCount: 2, maxCount: 3 }), bookLine]);
    await openCheckout();
    const more = await screen.findByRole('button', { name: 'One more: Adult' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(useCartStore.getState().form[0]).toMatchObject({ totalCount: 3, totalPrice: 4800 });
    const field = within(row('Adult')).getByRole('spinbutton') as HTMLInputElement;
    expect(field.value).toBe('3');
    // Typed beyond what is left: the line keeps 3 and says why.
    await userEvent.clear(field);
    await userEvent.type(field, '99');
    expect(useCartStore.getState().form[0]).toMatchObject({ totalCount: 3 });
    expect(document.getElementById('line-adult-capped')?.textContent).toBe(
      'Only 3 are available, so the quantity is now 3.',
    );
    expect(within(row('Adult')).getByRole('spinbutton').getAttribute('aria-describedby')).toBe(
      'line-adult-capped',
    );

    const removeButtons = screen.getAllByRole('button', { name: /^Remove .* from the basket$/ });
    const removeCatalogue = screen.getByRole('button', {
      name: 'Remove Exhibition catalogue from the basket',
    });
    const next = removeButtons[removeButtons.indexOf(removeCatalogue) + 1] ?? removeButtons.at(-2);
    await userEvent.click(removeCatalogue);
    expect(screen.queryByRole('rowheader', { name: 'Exhibition catalogue' })).toBeNull();
    expect(window.dataLayer?.map((entry) => (entry as { event: string }).event)).toContain('removeFromCart');
    // WCAG 2.4.3: the focus goes on to the line that took its place, not back to the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(next));

    // Not emptied after all: the focus goes back to the button that asked.
    await userEvent.click(screen.getByRole('button', { name: 'Empty the basket' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Empty the basket' })),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Empty the basket' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, empty the basket' }));
    expect(screen.getByTestId('cart-empty').textContent).toContain('Your basket is empty.');
    expect(useCartStore.getState().form).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('ties "choose the delivery country" to the country field, and Pay goes there (WCAG 3.3.1)', async () => {
    fillCart([bookLine]);
    await renderRemoteRoute(remote, '/en/checkout', { config: { default_user_country_key: '' } });
    const country = await screen.findByLabelText('Delivery country');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    const describedBy = country.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Please choose the delivery country of your goods.',
    );
    // Pay pressed without a country: nothing is sent, and the focus goes to the field that says why.
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);
    await userEvent.selectOptions(country, 'DE');
    expect(country.getAttribute('aria-invalid')).toBeNull();
  });

  it('says that a pass sent to its holder is a parcel of its own (the API charges its country)', async () => {
    fillCart([bookLine]);
    await openCheckout();
    await screen.findByLabelText('Delivery country');
    const note =
      'Passes sent to their holders’ own addresses go as parcels of their own, each at the shipping costs of its country.';
    expect(screen.queryByText(note)).toBeNull();
    cleanup();
    fillCart([bookLine, passLine]);
    await openCheckout();
    await screen.findByText(note);
  });

  it('asks shipping for the chosen country and shows the code when the museum stores no cost for it', async () => {
    fillCart([bookLine]);
    await openCheckout();
    const country = await screen.findByLabelText('Delivery country');
    expect((country as HTMLSelectElement).value).toBe('DE');
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.selectOptions(country, 'US');
    await waitFor(() =>
      expect(screen.getByTestId('shipping-costs').textContent).toBe(
        'We have no shipping costs for this country. Please contact the shop.',
      ),
    );
    expect(bodiesOf('checkout/shipping').at(-1)?.body).toEqual({
      country: 'US',
      cart: { ver: 1, items: [{ type: 'merchandise', id: 1, count: 1, totalPrice: 3900 }] },
    });
    // Nothing can be paid for until the goods can be sent: Pay brings the visitor to the reason.
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'We have no shipping costs for this country. Please contact the shop.',
      ),
    );
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);
  });

  it('blocks Pay while the costs for a new country are asked, and shows no old cost meanwhile', async () => {
    let answerAustria = () => {};
    api.use(
      apiPost('checkout/shipping', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { country?: string };
        if (body.country !== 'AT') return 695;
        await new Promise<void>((resolve) => {
          answerAustria = resolve;
        });
        return 995;
      }),
    );
    fillCart([bookLine]);
    await openCheckout();
    const country = await screen.findByLabelText('Delivery country');
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.selectOptions(country, 'AT');
    // Germany's cost is not Austria's: neither the summary nor the total show it while Austria's is asked.
    expect(screen.getByTestId('shipping-costs').textContent).toBe('Calculating…');
    expect(screen.getByTestId('cart-total').textContent).toBe('€39.00');
    expect(useCartStore.getState().shippingCosts).toBeNull();
    // Pay now would be charged Austria's cost, unseen: the press brings the visitor to the reason instead.
    const reason = 'The shipping costs are being calculated. Please wait a moment before you pay.';
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(reason));
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);

    answerAustria();
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€9.95'));
    expect(screen.queryByText(reason)).toBeNull();
    // The reason went with the wait: the focus goes on to Pay, not to the page's start (WCAG 2.4.3).
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await waitFor(() => expect(document.activeElement).toBe(pay));
    await userEvent.click(pay);
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(1));
    const sentBody = bodiesOf('checkout/initPayment')[0]?.body as { url: { continue: string } } | undefined;
    const mark = new URL(sentBody?.url.continue ?? '', window.location.origin).searchParams.get('basket');
    expect(basketPaymentFor(mark)?.shippingCosts).toBe(995);
  });

  it('leaves the focus where the visitor put it when the wait for shipping ends (WCAG 2.4.3)', async () => {
    let answerAustria = () => {};
    api.use(
      apiPost('checkout/shipping', async ({ request }) => {
        const body = (await request.json()) as { country?: string };
        if (body.country !== 'AT') return 695;
        await new Promise<void>((resolve) => {
          answerAustria = resolve;
        });
        return 995;
      }),
    );
    fillCart([bookLine]);
    await openCheckout();
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.selectOptions(screen.getByLabelText('Delivery country'), 'AT');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const reason = 'The shipping costs are being calculated. Please wait a moment before you pay.';
    await waitFor(() => expect(document.activeElement?.textContent).toBe(reason));
    // The visitor clicks on the page's empty space: the focus leaves the reason, towards nothing.
    await userEvent.click(document.body);
    expect(document.activeElement).toBe(document.body);
    answerAustria();
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€9.95'));
    expect(document.activeElement).toBe(document.body);
  });

  it('blocks Pay when the visitor comes back to a country whose cost is asked again (DE, AT, DE)', async () => {
    // Germany's first quote answers; every later one waits for the test, Austria's never comes.
    let germanQuotes = 0;
    let answerGermany = () => {};
    api.use(
      apiPost('checkout/shipping', async ({ request }) => {
        await record(request);
        const body = (await request.json()) as { country?: string };
        if (body.country === 'DE' && ++germanQuotes === 1) return 695;
        await new Promise<void>((resolve) => {
          if (body.country === 'DE') answerGermany = resolve;
        });
        return 695;
      }),
    );
    fillCart([bookLine]);
    await openCheckout();
    const country = await screen.findByLabelText('Delivery country');
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.selectOptions(country, 'AT');
    await userEvent.selectOptions(country, 'DE');
    await waitFor(() => expect(germanQuotes).toBe(2));
    // Germany's cost is asked again: Pay brings the visitor to the reason, and nothing is sent.
    const reason = 'The shipping costs are being calculated. Please wait a moment before you pay.';
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(reason));
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);
    answerGermany();
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(1));
  });

  it('never pays for goods while no shipping cost is stored, whatever the quote’s request says', async () => {
    fillCart([bookLine]);
    await openCheckout();
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    // The quote answered, but the cost it stored went (a new key's reset, say) and no new quote was asked.
    act(() => useCartStore.getState().setShippingCosts(null, null));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'The shipping costs are being calculated. Please wait a moment before you pay.',
      ),
    );
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);
  });

  it('asks a signed-in customer’s costs with the token, to their address', async () => {
    signIn();
    fillCart([bookLine]);
    await openCheckout();
    await screen.findByText('Your goods are sent to your address in Austria.');
    await waitFor(() => expect(bodiesOf('checkout/shipping')).toHaveLength(1));
    expect(bodiesOf('checkout/shipping')[0]?.query).toContain(`_=${JWT}`);
    expect(bodiesOf('checkout/shipping')[0]?.body).toEqual({
      cart: { ver: 1, items: [{ type: 'merchandise', id: 1, count: 1, totalPrice: 3900 }] },
    });
  });

  it('adds a suggestion in one click', async () => {
    suggestions = [
      { type: 'merchandise', id: 3, name: 'Postcard set', description: '12 cards', price: 800, image: null },
    ];
    fillCart([ticketLine()]);
    await openCheckout();
    const add = await screen.findByRole('button', { name: 'Add to basket', description: 'Postcard set' });
    await userEvent.click(add);
    await waitFor(() => expect(useCartStore.getState().form).toHaveLength(2));
    expect(useCartStore.getState().form[1]).toMatchObject({
      type: 'merchandise',
      id: 3,
      price: 800,
      maxCount: 40,
    });
    expect(bodiesOf('checkout/suggest')[0]?.body).toMatchObject({
      cart: { ver: 1, items: [{ type: 'ticket', id: 101 }] },
    });
  });
  it('keeps the focus on the suggestions while they are asked again after an add (WCAG 2.4.3)', async () => {
    const postcards: Suggestion = {
      type: 'merchandise',
      id: 3,
      name: 'Postcard set',
      description: '12 cards',
      price: 800,
      image: null,
    };
    const poster: Suggestion = { ...postcards, id: 4, name: 'Poster', description: 'A1' };
    // As the API does: nothing the cart holds is suggested; the second answer waits for the test.
    let answerAgain = () => {};
    api.use(
      apiPost('checkout/suggest', async ({ request }) => {
        const { cart } = (await request.json()) as { cart: { items: { type: string; id?: number }[] } };
        const inCart = (suggestion: Suggestion) =>
          cart.items.some((item) => item.type === suggestion.type && item.id === suggestion.id);
        if (cart.items.length > 1)
          await new Promise<void>((resolve) => {
            answerAgain = resolve;
          });
        return [postcards, poster].filter((suggestion) => !inCart(suggestion));
      }),
    );
    fillCart([ticketLine()]);
    await openCheckout();
    const add = await screen.findByRole('button', { name: 'Add to basket', description: 'Postcard set' });
    await userEvent.click(add);
    await waitFor(() => expect(useCartStore.getState().form).toHaveLength(2));
    // The new list is on its way: the old one, with the button pressed, stays and keeps the focus.
    expect(add.isConnected).toBe(true);
    expect(document.activeElement).toBe(add);
    // Its buttons wait for the new list: a second press adds no second set of postcards.
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(add);
    answerAgain();
    // The new list leaves out what the cart holds: the focus goes on to the suggestions' heading.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Postcard set' })).toBeNull());
    screen.getByRole('button', { name: 'Add to basket', description: 'Poster' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'You might also like' })),
    );
    const postcardsInBasket = within(row('Postcard set')).getByRole('spinbutton') as HTMLInputElement;
    expect(postcardsInBasket.value).toBe('1');
  });
});

describe('paying (SPEC §4 "Payment", §5, §6)', () => {
  it('brings a visitor who presses Pay to the notice when the museum offers no payment method', async () => {
    api.use(apiGet('checkout/payments', () => []));
    fillCart([ticketLine()]);
    await openCheckout();
    const notice = await screen.findByText('No payment method is available at the moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);
  });

  it('lets a visitor without account pay with PayPal only, says login is required for the others', async () => {
    fillCart([ticketLine()]);
    await openCheckout();
    expect(
      await screen.findByText(
        'Login is required before payment by card or direct debit: log in, create an account or continue as a guest.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue as a guest' }).getAttribute('href')).toBe(
      '/en/register-guest',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['PayPal']);
  });

  it('refuses to pay before terms and privacy are accepted, tied to the checkbox', async () => {
    fillCart([ticketLine()]);
    await openCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const terms = screen.getByLabelText(/I accept the terms/);
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The terms and the privacy policy must be accepted.',
    );
    expect(document.activeElement).toBe(terms);
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);
  });

  it('sends the cart, the partner, the invoice wish, the country and the return addresses, then leaves', async () => {
    useVisitStore.getState().setPartner('press-2026');
    fillCart([ticketLine(), bookLine, codeLine(1000)]);
    await openCheckout();
    await screen.findByLabelText('Delivery country');
    await userEvent.click(screen.getByLabelText('Send me an invoice'));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(leftFor.addresses).toEqual(['https://pay.museum.test/simulator/p1']));
    expect(bodiesOf('checkout/initPayment')[0]?.body).toEqual({
      payart: 167,
      aux: { send_invoice: false, partner: 'press-2026' },
      cart: {
        ver: 1,
        items: [
          { type: 'ticket', id: 101, count: 2, datetime: at('12:00'), totalPrice: 3200 },
          { type: 'merchandise', id: 1, count: 1, totalPrice: 3900 },
          { type: 'voucherCode', barcode: 'LINDEN-VALID' },
        ],
      },
      url: {
        continue: expect.stringMatching(returnTo('accepted')),
        cancel: expect.stringMatching(returnTo('canceled')),
      },
      country: 'DE',
    });
    // The return carries the mark under which the tab remembered the lines it sent (payment-under-way.ts).
    const sentBody = bodiesOf('checkout/initPayment')[0]?.body as { url: { continue: string } } | undefined;
    const mark = new URL(sentBody?.url.continue ?? '', window.location.origin).searchParams.get('basket');
    expect(basketPaymentFor(mark)?.lines.map((line) => line.type)).toEqual([
      'ticket',
      'merchandise',
      'voucherCode',
    ]);
    screen.getByRole('button', { name: 'Taking you to the payment page…' });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'checkout',
        ecommerce: expect.objectContaining({
          checkout: expect.objectContaining({ actionField: { step: 3, option: 'paypal' } }),
        }),
      }),
    );
  });

  it('lets the visitor pay again after Back from the payment page (the page restored from the cache)', async () => {
    fillCart([ticketLine()]);
    await openCheckout();
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('button', { name: 'Taking you to the payment page…' });
    // The browser restores the page as it was left; the visitor presses Pay on it again.
    backFromPaymentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(2));
    expect(leftFor.addresses).toHaveLength(2);
  });

  it('shows the basket the tab holds now when Back restores the page after a payment was booked', async () => {
    fillCart([ticketLine(), bookLine]);
    await openCheckout();
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('button', { name: 'Taking you to the payment page…' });
    // Approved; the accepted page (a page of its own) booked the ticket and took it out of the tab's basket.
    const saved = JSON.parse(window.sessionStorage.getItem('cart') ?? '{}') as { form: CartItem[] };
    const rest = { ...saved, form: saved.form.filter((line) => line.type !== 'ticket') };
    window.sessionStorage.setItem('cart', JSON.stringify(rest));
    // Back twice: the browser shows the checkout as it was left, the ticket still in its memory.
    backFromPaymentPage();
    await screen.findByRole('button', { name: 'Pay now' });
    expect(screen.queryByRole('rowheader', { name: 'Adult' })).toBeNull();
    screen.getByRole('rowheader', { name: 'Exhibition catalogue' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(2));
    // The booked ticket is neither paid again nor written back into the basket.
    expect(bodiesOf('checkout/initPayment')[1]?.body).toMatchObject({
      cart: { items: [{ type: 'merchandise', id: 1, count: 1, totalPrice: 3900 }] },
    });
    const now = JSON.parse(window.sessionStorage.getItem('cart') ?? '{}') as { form: CartItem[] };
    expect(now.form.map((line) => line.type)).toEqual(['merchandise']);
  });

  it('asks the shipping quote again when Back restores the page with a basket copy that has no cost', async () => {
    fillCart([bookLine]);
    await openCheckout();
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    const asked = bodiesOf('checkout/shipping').length;
    // A checkout page shown since in this tab was left while its quote was on its way: the copy has no cost.
    const saved = JSON.parse(window.sessionStorage.getItem('cart') ?? '{}') as Record<string, unknown>;
    window.sessionStorage.setItem('cart', JSON.stringify({ ...saved, shippingCosts: null }));
    backFromPaymentPage();
    await waitFor(() => expect(bodiesOf('checkout/shipping')).toHaveLength(asked + 1));
    await waitFor(() => expect(screen.getByTestId('shipping-costs').textContent).toBe('€6.95'));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(1));
  });

  it('shows an empty basket when Back restores the page after the whole basket was booked', async () => {
    fillCart([ticketLine()]);
    await openCheckout();
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('button', { name: 'Taking you to the payment page…' });
    // The accepted page emptied the basket, and with it the tab's copy.
    window.sessionStorage.removeItem('cart');
    backFromPaymentPage();
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('Your basket is empty.');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(bodiesOf('checkout/initPayment')).toHaveLength(1);
  });

  it('checks the IBAN in the browser before a direct debit is sent', async () => {
    signIn();
    fillCart([ticketLine()]);
    await openCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: 'Direct debit' }));
    await userEvent.type(screen.getByLabelText(/Account holder/), 'Anna Schmidt');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const iban = screen.getByLabelText(/^IBAN/);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('This is not a valid IBAN. Please check it.');
    expect(bodiesOf('checkout/initPayment')).toHaveLength(0);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'de89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(1));
    expect(bodiesOf('checkout/initPayment')[0]).toMatchObject({
      query: `?_=${JWT}`,
      body: {
        payart: 74,
        aux: { accountHolder: 'Anna Schmidt', iban: 'DE89370400440532013000', send_invoice: true },
      },
    });
  });

  it('pays by card with Google Pay for a signed-in customer', async () => {
    signIn();
    fillCart([ticketLine()]);
    await openCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: 'Credit card' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await userEvent.click(screen.getByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(1));
    expect(bodiesOf('checkout/initPayment')[0]?.body).toMatchObject({
      payart: 164,
      aux: { wallets: ['GOOGLEPAY'] },
    });
  });

  it('says what is left of an article in stock, in pieces, not places', async () => {
    initPaymentAnswer = () => apiAnswer(422, { error: 'ITEM_OUT_OF_STOCK', item: 1, available: 0 });
    fillCart([ticketLine(), bookLine]);
    await openCheckout();
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      await within(row('Exhibition catalogue')).findByText(
        'An item in your basket is out of stock. 0 pieces are left in stock.',
      ),
    ).toBeTruthy();
  });

  it('shows a refusal next to the line it names and moves a sold-out slot to the nearest time in one click', async () => {
    initPaymentAnswer = () => apiAnswer(422, { error: 'ITEM_SOLD_OUT', item: 1, available: 1 });
    fillCart([dayLine, ticketLine(), bookLine]);
    await openCheckout();
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    // The day ticket expands into one item, so item 1 is the adult ticket.
    const adult = row('Adult');
    expect(
      await within(adult).findByText('An item in your basket is sold out. 1 place is left.'),
    ).toBeTruthy();
    expect(within(row('Exhibition catalogue')).queryByRole('alert')).toBeNull();
    screen.getByText('Your basket needs your attention: see the marked item.');

    // 11:00 is sold out, 12:00 and 13:00 have one place: 10:00 is the nearest with two.
    await userEvent.click(
      await within(adult).findByRole('button', { name: 'Move to 10:00 (nearest time with places)' }),
    );
    expect(
      useCartStore.getState().form.map((line) => [line.lineId, 'datetime' in line ? line.datetime : null]),
    ).toEqual([
      ['day', at('10:00', '2026-11-25')],
      ['adult', at('10:00')],
      ['book', null],
    ]);
    within(row('Adult')).getByText('24.11.2026, 10:00 – 11:00');
    expect(within(row('Adult')).queryByRole('alert')).toBeNull();
    // The button went with the refusal: the focus stays in the line, which says where it went (WCAG 2.4.3, 4.1.3).
    expect(within(row('Adult')).getByText('Moved to 10:00.').getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(row('Adult')).getByRole('button', { name: 'Remove Adult from the basket' }),
      ),
    );
  });

  it('keeps the focus and the message when the moved line joins the same ticket at the new time', async () => {
    initPaymentAnswer = () => apiAnswer(422, { error: 'ITEM_SOLD_OUT', item: 0, available: 1 });
    const atTen = ticketLine({
      lineId: 'adult-ten',
      datetime: at('10:00'),
      datetime_end: at('11:00'),
      totalCount: 1,
      totalPrice: 1600,
    });
    fillCart([ticketLine(), atTen]);
    await openCheckout();
    await userEvent.click(await screen.findByLabelText(/I accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const [refused] = screen.getAllByRole('rowheader', { name: 'Adult' });
    const refusedRow = refused?.closest('tr') as HTMLElement;
    await userEvent.click(
      await within(refusedRow).findByRole('button', { name: 'Move to 10:00 (nearest time with places)' }),
    );
    // One line of three adults at 10:00: it says where the moved ones went, and has the focus.
    await waitFor(() => expect(screen.getAllByRole('rowheader', { name: 'Adult' })).toHaveLength(1));
    expect(useCartStore.getState().form).toMatchObject([{ totalCount: 3, datetime: at('10:00') }]);
    within(row('Adult')).getByText('Moved to 10:00.');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(row('Adult')).getByRole('button', { name: 'Remove Adult from the basket' }),
      ),
    );
    // The next change ends the message.
    await userEvent.click(within(row('Adult')).getByRole('button', { name: 'One fewer: Adult' }));
    expect(within(row('Adult')).queryByText('Moved to 10:00.')).toBeNull();
  });

  it('keeps what was typed when the API does not answer, and the press can be repeated', async () => {
    signIn();
    initPaymentAnswer = () => apiHangs();
    fillCart([ticketLine()]);
    await renderRemoteRoute(remote, '/en/checkout', { timeoutMs: 500 });
    await payByDirectDebit();
    await screen.findByText('The shop did not answer in time. Please try again.');
    expectDirectDebitKept();
    // Nothing is left busy: a second press sends again.
    initPaymentAnswer = () => 'https://pay.museum.test/simulator/p2';
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(bodiesOf('checkout/initPayment')).toHaveLength(2));
  });

  it('says that many payments were opened from this connection when the API bounds them (429)', async () => {
    signIn();
    initPaymentAnswer = () => apiAnswer(429, { error: 'AUTH_TOO_MANY_ATTEMPTS' });
    fillCart([ticketLine()]);
    await openCheckout();
    await payByDirectDebit();
    expect(
      await screen.findByText(
        'Many payments have been started from your connection in a short time. Your basket is safe. Please try again in a few minutes.',
      ),
    ).toBeTruthy();
    expectDirectDebitKept();
  });

  it('keeps what was typed when the API refuses the IBAN', async () => {
    signIn();
    initPaymentAnswer = () => apiAnswer(422, { error: { 'aux.iban': ['IBAN_INVALID'] } });
    fillCart([ticketLine()]);
    await openCheckout();
    await payByDirectDebit();
    await screen.findByText('Please enter a valid IBAN.');
    expectDirectDebitKept();
  });
});

/** A signed-in customer's direct debit, typed in full, terms accepted, Pay pressed. */
async function payByDirectDebit() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Direct debit' }));
  await userEvent.type(screen.getByLabelText(/Account holder/), 'Anna Schmidt');
  await userEvent.type(screen.getByLabelText(/^IBAN/), 'DE89370400440532013000');
  await userEvent.click(screen.getByLabelText(/I accept the terms/));
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
}

/** Nothing typed is lost, and the basket is still there. */
function expectDirectDebitKept() {
  expect((screen.getByLabelText(/^IBAN/) as HTMLInputElement).value).toBe('DE89370400440532013000');
  expect((screen.getByLabelText(/Account holder/) as HTMLInputElement).value).toBe('Anna Schmidt');
  expect(useCartStore.getState().form).toHaveLength(1);
}
