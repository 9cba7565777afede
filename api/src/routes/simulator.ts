import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { escapeMarkup as escapeHtml } from '../lib/text.ts';
import { bookingService } from '../services/booking/index.ts';
import type { ProviderCart } from '../services/pricing/provider-cart.ts';

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #1d1d1b; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; min-height: 44px; border-radius: 6px; border: 2px solid #1d1d1b; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .approve { background: #1e5631; color: #fff; border-color: #1e5631; }
  .cancel { background: #fff; color: #1d1d1b; }
  .fail { background: #8b1a1a; color: #fff; border-color: #8b1a1a; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
  th, td { text-align: left; padding: 0.25rem 0.5rem 0.25rem 0; border-bottom: 1px solid #d8d3c8; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The items a provider lists (SPEC §7 provider cart): names escaped, they come from the museum's data. */
function itemsTable(stored: string | null): string {
  if (!stored) return '';
  const cart = JSON.parse(stored) as ProviderCart;
  const rows = cart.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="amount">${item.quantity}</td><td class="amount">${euros(Math.round(Number(item.price) * 100))}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>What you pay for</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Price each</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/**
 * The payment provider's page, simulated on the API: initPayment sends the visitor here; Approve,
 * Cancel and Fail record the decision and redirect to the shop's continue or cancel URL with
 * cartId, us (payment reference), sessionUs (its secret) and status, which execPayment checks.
 */
export function simulatorRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const booking = bookingService(shop);
  const declined = (paymentId: string, status: 'failed' | 'canceled') => {
    booking.decline(paymentId, status);
    return booking.payment(paymentId)?.status ?? status;
  };
  const notFoundPage = (c: Context<Env>) =>
    c.html(page('Payment not found', '<h1>Payment not found</h1><p>This payment does not exist.</p>'), 404);

  r.get('/simulator/:paymentId', (c) => {
    const payment = booking.payment(c.req.param('paymentId'));
    const cart = payment ? booking.cart(payment.cart_id) : undefined;
    if (!payment || !cart) return notFoundPage(c);
    const action = (name: string, label: string, css: string) =>
      `<form method="post" action="/simulator/${escapeHtml(payment.id)}/${name}"><button type="submit" class="${css}">${label}</button></form>`;
    const body =
      payment.status === 'pending'
        ? `<p>Museum Lindenhof asks you to pay <strong>${euros(payment.amount)}</strong>.</p>
${itemsTable(payment.provider_cart)}
<p>This is the demo payment provider: no money moves.</p>
<div class="actions">
${action('approve', 'Approve payment', 'approve')}
${action('cancel', 'Cancel payment', 'cancel')}
${action('fail', 'Fail payment', 'fail')}
</div>`
        : `<p>This payment has already been decided (${escapeHtml(payment.status)}).</p>`;
    return c.html(page('Demo payment', `<h1>Demo payment</h1>\n${body}`));
  });

  r.post('/simulator/:paymentId/:action', (c) => {
    const payment = booking.payment(c.req.param('paymentId'));
    if (!payment) return notFoundPage(c);
    const decisions = { approve: 'approved', cancel: 'canceled', fail: 'failed' } as const;
    const action = c.req.param('action');
    // An own key only: `constructor` or `__proto__` must not reach the object's prototype.
    if (!Object.hasOwn(decisions, action)) return notFoundPage(c);
    const status = decisions[action as keyof typeof decisions];
    // Approve checks the cart can still be booked for this amount; otherwise the payment fails.
    const decided = status === 'approved' ? booking.approve(payment.id) : declined(payment.id, status);
    const target = new URL(decided === 'canceled' ? payment.cancel_url : payment.continue_url);
    target.searchParams.set('cartId', payment.cart_id);
    target.searchParams.set('us', payment.id);
    target.searchParams.set('sessionUs', payment.secret);
    target.searchParams.set('status', decided);
    return c.redirect(target.toString(), 303);
  });

  return r;
}
