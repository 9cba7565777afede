import { useCartStore, useSessionStore } from '@museum/shared';
import {
  apiAnswer,
  apiGet,
  apiPost,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
} from '@museum/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { basketPaymentFor, rememberBasketPayment } from '../../../lib/payment-under-way';
import { article, bookLine, paypal, ticketLine } from '../../../test/cart-lines';

/** The mark the checkout put into the return addresses when it sent the basket (payment-under-way.ts). */
const MARK = '0123456789abcdef0123456789abcdef';
const RETURN = `cartId=CART12345678&us=pay-1&sessionUs=secret-1&basket=${MARK}`;
const sent: { path: string; query: URLSearchParams; body: unknown }[] = [];
let execAnswer: () => Response | { booking_id: string; has_tickets: boolean } = () => ({
  booking_id: 'BOOK42',
  has_tickets: true,
});
let cancelAnswer: () => Response | true = () => true;

const record = async (request: Request) => {
  const url = new URL(request.url);
  sent.push({
    path: url.pathname,
    query: url.searchParams,
    body: await request
      .clone()
      .json()
      .catch(() => null),
  });
};
const requestsTo = (endpoint: string) => sent.filter((request) => request.path.endsWith(endpoint));

const api = setUpMuseumApi(
  apiGet('checkout/payments', [paypal]),
  apiPost('checkout/execPayment', async ({ request }) => {
    await record(request);
    // A slow answer, so that a second click lands while the first confirmation runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return execAnswer();
  }),
  apiPost('checkout/cancel', async ({ request }) => {
    await record(request);
    return cancelAnswer();
  }),
  apiPost('checkout/shipping', 695),
  apiGet('ticket/collect/event/:id/date/:date', { date: '2026-11-24', tickets: [], timeslot: [] }),
  apiPost('checkout/suggest', []),
  apiGet('customer/attr', {
    countries: [{ key: 'DE', name: 'Germany' }],
    salutations: [],
    required_fields: [],
    visible_fields: [],
  }),
);

beforeEach(() => {
  resetShopState();
  sent.length = 0;
  execAnswer = () => ({ booking_id: 'BOOK42', has_tickets: true });
  cancelAnswer = () => true;
  useCartStore.setState({ form: [ticketLine(), bookLine], shippingCosts: 695 });
  rememberBasketPayment({ mark: MARK, lines: [ticketLine(), bookLine], shippingCosts: 695 });
});
const purchases = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === 'purchase');
afterEach(cleanup);

describe('checkout/accepted (SPEC §4 "Payment", §8 execPayment)', () => {
  it('confirms once, even when clicked twice, then shows the booking and clears the cart', async () => {
    useSessionStore.getState().setJwt('header.payload.signature');
    const { router } = await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    expect(
      await screen.findByText(
        'Your payment has been accepted. Please confirm your order to complete the booking.',
      ),
    ).toBeTruthy();
    // The payment secret leaves the address bar at once; the page keeps it in its history entry.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const confirm = screen.getByRole('button', { name: 'Confirm order' });
    await userEvent.click(confirm);
    await userEvent.click(confirm).catch(() => undefined);

    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(requestsTo('checkout/execPayment')).toHaveLength(1);
    const [exec] = requestsTo('checkout/execPayment');
    expect(exec?.body).toEqual({ cartId: 'CART12345678' });
    expect(Object.fromEntries(exec?.query ?? [])).toEqual({
      us: 'pay-1',
      sessionUs: 'secret-1',
      srcURL: `${window.location.origin}/en/checkout/accepted`,
      _: 'header.payload.signature',
    });
    expect(screen.getByTestId('booking-id').textContent).toBe('BOOK42');
    screen.getByText('Your tickets have also been sent to you by e-mail.');
    screen.getByText('Thank you for your order!');
    expect(useCartStore.getState().form).toEqual([]);
    expect(
      within(screen.getByRole('region', { name: 'Your visits' })).getByText('Light and Shadow'),
    ).toBeTruthy();
    screen.getByRole('button', { name: 'Add to my calendar (.ics)' });
    const purchase = window.dataLayer?.find((entry) => (entry as { event: string }).event === 'purchase');
    expect(purchase).toMatchObject({
      ecommerce: {
        purchase: { actionField: { id: 'BOOK42', revenue: '77.95', tax: '4.64', shipping: '6.95' } },
      },
    });
  });

  it('books by the payment secret when the API refuses the login token (expired while paying)', async () => {
    // SPEC §8 would send the visitor to login on 401: the money was taken, nothing booked, no way back.
    useSessionStore.getState().setJwt('expired.payload.signature');
    const withToken = () => requestsTo('checkout/execPayment').at(-1)?.query.has('_') ?? false;
    execAnswer = () =>
      withToken()
        ? apiAnswer(401, { error: 'AUTH_TOKEN_INVALID' })
        : { booking_id: 'BOOK42', has_tickets: true };
    const { router } = await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(router.state.location.pathname).toBe('/en/checkout/success');
    expect(requestsTo('checkout/execPayment').map((request) => request.query.get('_'))).toEqual([
      'expired.payload.signature',
      null,
    ]);
    // The refused token is forgotten, as after any 401: the header offers login again.
    expect(useSessionStore.getState().jwt).toBeNull();
    expect(useCartStore.getState().form).toEqual([]);
  });

  it("books by the payment secret when the token is another customer's (403), keeping the sign-in", async () => {
    useSessionStore.getState().setJwt('other.payload.signature');
    execAnswer = () =>
      requestsTo('checkout/execPayment').at(-1)?.query.has('_')
        ? apiAnswer(403, { error: 'FORBIDDEN' })
        : { booking_id: 'BOOK42', has_tickets: true };
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(requestsTo('checkout/execPayment')).toHaveLength(2);
    expect(useSessionStore.getState().jwt).toBe('other.payload.signature');
  });

  it('the progress bar says whether signing in was done or not needed (PayPal without an account)', async () => {
    const progress = async () =>
      within(await screen.findByRole('navigation', { name: 'Checkout progress' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent);
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    expect(await progress()).toEqual(['✓Basket (done)', '–Sign in (not needed)', '3Payment', '4Complete']);
    cleanup();
    useSessionStore.getState().setJwt('header.payload.signature');
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    expect(await progress()).toEqual(['✓Basket (done)', '✓Sign in (done)', '3Payment', '4Complete']);
  });

  it('lists what was paid in the page’s language, also for lines put in the basket in another one', async () => {
    // Paid in German, back on the English page (or switched to English on it): a review saw the German names.
    const german = { ...bookLine, lang: 'de' as const, name: 'Ausstellungskatalog' };
    rememberBasketPayment({ mark: MARK, lines: [ticketLine(), german], shippingCosts: 695 });
    api.use(apiGet('merchandise', article({ id: bookLine.id, name: 'Exhibition catalogue' })));
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    await screen.findByText(/Exhibition catalogue/);
    expect(screen.queryByText(/Ausstellungskatalog/)).toBeNull();
    expect(basketPaymentFor(MARK)?.lines.map((line) => [line.name, line.lang])).toEqual([
      ['Adult', 'en'],
      ['Exhibition catalogue', 'en'],
    ]);
  });

  it('books what was sent to the provider: a line added after leaving stays in the basket', async () => {
    // The visitor went Back from the provider's page, added an article, and went Forward to approve.
    rememberBasketPayment({ mark: MARK, lines: [ticketLine()], shippingCosts: null });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    const review = await screen.findByRole('heading', { name: 'Your order' });
    const lines = within(review.parentElement as HTMLElement).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([expect.stringContaining('2 × Adult')]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(useCartStore.getState().form.map((line) => line.lineId)).toEqual([bookLine.lineId]);
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({
      ecommerce: { purchase: { actionField: { id: 'BOOK42', revenue: '32.00' } } },
    });
    // Booked once: the copy is gone, so a reload of this page cannot take lines out again.
    expect(basketPaymentFor(MARK)).toBeNull();
  });

  it('takes only what was paid from a line raised after Back (the same ticket and time added again)', async () => {
    // Sent: 2 adults. Back from the provider, 2 more adults joined that line; Forward, approved.
    useCartStore.setState({ form: [ticketLine({ totalCount: 4, totalPrice: 6400 }), bookLine] });
    rememberBasketPayment({ mark: MARK, lines: [ticketLine()], shippingCosts: null });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=approved`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(useCartStore.getState().form).toEqual([ticketLine({ totalCount: 2, totalPrice: 3200 }), bookLine]);
  });

  it('leaves the basket alone for a payment this tab did not send (a link from elsewhere)', async () => {
    const stranger = 'cartId=OTHER1234567&us=pay-9&sessionUs=secret-9&status=approved';
    await renderRemoteRoute(remote, `/en/checkout/accepted?${stranger}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(screen.getByTestId('booking-id').textContent).toBe('BOOK42');
    expect(screen.queryByRole('region', { name: 'Your visits' })).toBeNull();
    expect(useCartStore.getState().form).toHaveLength(2);
    expect(purchases()).toEqual([]);
  });

  it('says the cart is gone on 410 (already paid or took too long)', async () => {
    execAnswer = () => apiAnswer(410, { error: 'CART_GONE' });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText(
        'Your basket was not found: it has already been paid or it took too long. Please check your e-mail.',
      ),
    ).toBeTruthy();
    expect(useCartStore.getState().form).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to the basket' }).getAttribute('href')).toBe(
      '/en/checkout',
    );
  });

  it('shows the body message of a 400 and the reason of a refund', async () => {
    execAnswer = () => apiAnswer(400, { message: 'The payment reference (us, sessionUs) is missing.' });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByText('The payment reference (us, sessionUs) is missing.');
    cleanup();

    execAnswer = () =>
      apiAnswer(422, { error: 'PAYMENT_REFUNDED', reason: 'ITEM_SOLD_OUT', item: 0, available: 0 });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText(
        'Your payment could not be booked and will be refunded. Please check your basket and try again.',
      ),
    ).toBeTruthy();
    screen.getByText('Reason: An item in your basket is sold out.');
  });

  it('brings a failed payment back to the checkout with "payment not completed" and the line it names', async () => {
    execAnswer = () =>
      apiAnswer(422, { error: 'PAYMENT_FAILED', reason: 'ITEM_SOLD_OUT', item: 0, available: 0 });
    const { router } = await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=failed`);
    await screen.findByRole('heading', { level: 1, name: 'Your basket' });
    expect(router.state.location.pathname).toBe('/en/checkout/failed');
    screen.getByText('Payment not completed');
    const adult = screen
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: 'Adult' }));
    expect(
      within(adult as HTMLElement).getByText('An item in your basket is sold out. 0 places are left.'),
    ).toBeTruthy();
    expect(useCartStore.getState().form).toHaveLength(2);
  });

  it('reads the line a failed payment names among the lines that were sent, not those of the basket now', async () => {
    // Sent: the adults and the catalogue. Back from the provider the adults were removed; Forward, refused.
    const bookRow = () =>
      screen
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader', { name: 'Exhibition catalogue' })) as HTMLElement;
    useCartStore.setState({ form: [bookLine] });
    execAnswer = () =>
      apiAnswer(422, { error: 'PAYMENT_FAILED', reason: 'ITEM_OUT_OF_STOCK', item: 1, available: 0 });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=failed`);
    await screen.findByText('Payment not completed');
    expect(
      within(bookRow()).getByText('An item in your basket is out of stock. 0 pieces are left in stock.'),
    ).toBeTruthy();
    cleanup();

    // Item 0, the adults, is no longer in the basket: the reason is the page's, not the catalogue's.
    execAnswer = () =>
      apiAnswer(422, { error: 'PAYMENT_FAILED', reason: 'ITEM_SOLD_OUT', item: 0, available: 0 });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=failed`);
    await screen.findByText('Payment not completed');
    screen.getByText('An item in your basket is sold out.');
    expect(within(bookRow()).queryByRole('alert')).toBeNull();
  });

  it('keeps the focus on "Confirm order" while it confirms, then brings it to what went wrong', async () => {
    execAnswer = () => apiAnswer(410, { error: 'CART_GONE' });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}`);
    const confirm = await screen.findByRole('button', { name: 'Confirm order' });
    await userEvent.click(confirm);
    // WCAG 2.4.3: the pressed button stays, busy, and the status says what happens.
    expect(document.activeElement).toBe(confirm);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Confirming your order…');
    const gone = await screen.findByText(
      'Your basket was not found: it has already been paid or it took too long. Please check your e-mail.',
    );
    await waitFor(() => expect(document.activeElement?.contains(gone)).toBe(true));
  });

  it('keeps the focus on "Try again" while it confirms again', async () => {
    execAnswer = () =>
      requestsTo('checkout/execPayment').length === 1
        ? apiAnswer(502)
        : { booking_id: 'BOOK42', has_tickets: true };
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The failure has the focus, with "Try again" next in it.
    await waitFor(() => expect(document.activeElement?.contains(retry)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
    await userEvent.click(retry);
    expect(document.activeElement).toBe(retry);
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(requestsTo('checkout/execPayment')).toHaveLength(2);
  });

  it('asks once why a failed payment failed: a cart that took too long is gone (410)', async () => {
    execAnswer = () => apiAnswer(410, { error: 'CART_GONE' });
    await renderRemoteRoute(remote, `/en/checkout/accepted?${RETURN}&status=failed`);
    expect(
      await screen.findByText(
        'Your basket was not found: it has already been paid or it took too long. Please check your e-mail.',
      ),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo('checkout/execPayment')).toHaveLength(1);
    expect(screen.queryByText('Confirming your order…')).toBeNull();
  });

  it('has nothing to confirm without a payment reference', async () => {
    await renderRemoteRoute(remote, '/en/checkout/accepted?cartId=x');
    expect(
      await screen.findByText(
        'There is no payment to confirm here. The payment page brings you here after paying.',
      ),
    ).toBeTruthy();
    expect(requestsTo('checkout/execPayment')).toHaveLength(0);
  });
});

describe('checkout/canceled (SPEC §2: clear the cart or keep it)', () => {
  it('cancels the payment with its secret, then keeps the basket', async () => {
    useCartStore.getState().setCartId('CART12345678');
    await renderRemoteRoute(remote, `/en/checkout/canceled?${RETURN}&status=canceled`);
    await screen.findByText('You cancelled the payment. Nothing has been charged.');
    const [cancel] = requestsTo('checkout/cancel');
    expect(Object.fromEntries(cancel?.query ?? [])).toMatchObject({
      noRedirect: '1',
      cartId: 'CART12345678',
      sessionUs: 'secret-1',
    });
    await waitFor(() => expect(useCartStore.getState().cartId).toBeNull());
    expect(screen.getByRole('link', { name: 'Keep my basket' }).getAttribute('href')).toBe('/en/checkout');
    expect(useCartStore.getState().form).toHaveLength(2);
  });

  it('cancels by the payment secret when the API refuses the login token', async () => {
    useSessionStore.getState().setJwt('expired.payload.signature');
    useCartStore.getState().setCartId('CART12345678');
    cancelAnswer = () =>
      requestsTo('checkout/cancel').at(-1)?.query.has('_')
        ? apiAnswer(401, { error: 'AUTH_TOKEN_INVALID' })
        : true;
    const { router } = await renderRemoteRoute(remote, `/en/checkout/canceled?${RETURN}&status=canceled`);
    await screen.findByText('You cancelled the payment. Nothing has been charged.');
    await waitFor(() => expect(useCartStore.getState().cartId).toBeNull());
    expect(requestsTo('checkout/cancel').map((request) => request.query.get('_'))).toEqual([
      'expired.payload.signature',
      null,
    ]);
    expect(router.state.location.pathname).toBe('/en/checkout/canceled');
  });

  it('empties the basket when the visitor chooses so', async () => {
    await renderRemoteRoute(remote, `/en/checkout/canceled?${RETURN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Empty my basket' }));
    screen.getByText('Your basket is empty.');
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('says the cart is gone on 410', async () => {
    cancelAnswer = () => apiAnswer(410, { error: 'CART_GONE' });
    await renderRemoteRoute(remote, `/en/checkout/canceled?${RETURN}`);
    expect(
      await screen.findByText(
        'Your basket was not found: it has already been paid or it took too long. Please check your e-mail.',
      ),
    ).toBeTruthy();
  });
});

describe('checkout/success', () => {
  it('shows nothing to thank for when opened directly', async () => {
    await renderRemoteRoute(remote, '/en/checkout/success');
    await screen.findByText('There is no order to show here.');
  });
});
