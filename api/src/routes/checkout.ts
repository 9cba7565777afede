import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { ok, requireShop } from '../lib/request.ts';
import { PAYMENT_TYPES } from '../services/payment-types.ts';
import { optionalSession } from '../services/session.ts';

/** Payment types, cart checks, payment and booking (SPEC §7 "Checkout"). */
export function checkoutRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();

  r.get('/checkout/payments', (c) => {
    requireShop(c);
    // SPEC §6: PayPal without login; card and direct debit only with a customer or guest JWT.
    const session = optionalSession(c, shop);
    return ok(
      c,
      PAYMENT_TYPES.filter((p) => session || !p.needsCustomer).map(({ payartId, i18n, wallets }) => ({
        payartId,
        i18n,
        ...(wallets ? { wallets } : {}),
      })),
    );
  });

  return r;
}
