import {
  cancelRequestSchema,
  execPaymentRequestSchema,
  initPaymentOrderRequestSchema,
  initPaymentRequestSchema,
  type PaymentAux,
  shippingRequestSchema,
  suggestRequestSchema,
} from '@museum/shared/wire';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { clientAddress } from '../lib/client.ts';
import {
  ApiError,
  badRequest,
  fieldErrorList,
  fieldErrors,
  orderNotAvailable,
  tooManyAttempts,
  unauthorized,
  unprocessable,
} from '../lib/http.ts';
import { type I18nText, pick, tr } from '../lib/i18n.ts';
import { isValidIban } from '../lib/iban.ts';
import { body, ok, requireShop } from '../lib/request.ts';
import { availability } from '../services/availability.ts';
import { bookingService } from '../services/booking/index.ts';
import { merchandiseCatalogue } from '../services/merchandise.ts';
import { CARD, DIRECT_DEBIT, PAYMENT_TYPES } from '../services/payment-types.ts';
import {
  type Address,
  chargeParcels,
  checkCartStructure,
  goodsParcels,
  ownersAtBuyersAddress,
} from '../services/pricing/index.ts';
import { optionalSession } from '../services/session.ts';
import { voucherCatalogue } from '../services/vouchers.ts';
import { writeLimits } from '../services/write-limits.ts';
import { paymentPageUrl } from './simulator.ts';

const SUGGESTIONS = 3;

/** execPayment's 400 messages (SPEC §8: "body message shown"). */
const NO_PAYMENT_REFERENCE = tr(
  'Die Zahlungsreferenz (us, sessionUs) fehlt.',
  'The payment reference (us, sessionUs) is missing.',
  'La référence du paiement (us, sessionUs) est manquante.',
  'Manca il riferimento del pagamento (us, sessionUs).',
  'De betalingsreferentie (us, sessionUs) ontbreekt.',
  'Falta la referencia del pago (us, sessionUs).',
  'Betalningsreferensen (us, sessionUs) saknas.',
  'Betalingsreferencen (us, sessionUs) mangler.',
);
const NO_CART_ID = tr(
  'Die Warenkorb-ID (cartId) fehlt.',
  'The cartId is missing.',
  'L’identifiant du panier (cartId) est manquant.',
  'Manca l’identificativo del carrello (cartId).',
  'De winkelmand-ID (cartId) ontbreekt.',
  'Falta el identificador de la cesta (cartId).',
  'Varukorgens id (cartId) saknas.',
  'Indkøbskurvens id (cartId) mangler.',
);

/** Payment types, cart checks, payment and booking (SPEC §7 "Checkout"). */
export function checkoutRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const { db } = shop;
  const booking = bookingService(shop);
  const writes = writeLimits(db, shop.writeLimits);
  /** An opened payment is a cart row with its lines: bounded per client (services/write-limits.ts). */
  const beginPayment = (c: Context) => {
    const wait = writes.begin('payment', clientAddress(c, shop.trustProxy), shop.nowSeconds());
    if (wait > 0) throw tooManyAttempts(c, wait);
  };
  const avail = availability(db);
  const merchandise = merchandiseCatalogue(db, avail);
  const vouchers = voucherCatalogue(db, avail);
  const customerAddress = db.prepare(
    'SELECT street, zip, city, country, shipping FROM customers WHERE id = ?',
  );
  const orderLines = db.prepare('SELECT * FROM booking_lines WHERE booking_id = ? ORDER BY id');
  const tourName = db.prepare('SELECT name FROM tours WHERE id = ?');

  /** The delivery address of a logged-in customer: the shipping address when there is one, else billing. */
  const deliveryAddressOf = (customerId: number | undefined): Address | null => {
    if (customerId === undefined) return null;
    const row = customerAddress.get(customerId) as (Address & { shipping: string | null }) | undefined;
    if (!row) return null;
    const shipping = row.shipping ? (JSON.parse(row.shipping) as Partial<Address>) : null;
    if (shipping?.country)
      return {
        street: shipping.street ?? '',
        zip: shipping.zip ?? '',
        city: shipping.city ?? '',
        country: shipping.country,
      };
    return { street: row.street, zip: row.zip, city: row.city, country: row.country };
  };

  /**
   * Where the cart's goods go (SPEC §4 "Shipping"): a signed-in buyer's delivery address, else the country an
   * anonymous visitor gave; null when nobody said. The same for checkout/shipping and initPayment.
   */
  const destinationOf = (customerId: number | undefined, given: string | undefined | null) => {
    const buyer = deliveryAddressOf(customerId);
    const country = (customerId !== undefined ? buyer?.country : given?.trim().toUpperCase()) || null;
    return { buyer, country };
  };

  /** Payment type, its auxiliary data and who may use it (SPEC §6, §7). */
  function checkPayment(c: Context, payart: number, aux: PaymentAux | undefined) {
    const type = PAYMENT_TYPES.find((p) => p.payartId === payart);
    if (!type) throw fieldErrors({ payart: ['PAYMENT_TYPE_INVALID'] });
    const session = optionalSession(c, shop);
    if (type.needsCustomer && !session) throw unauthorized();
    if (payart === DIRECT_DEBIT) {
      const errors = fieldErrorList();
      if (!aux?.accountHolder?.trim()) errors.add('aux.accountHolder', 'FIELD_REQUIRED');
      if (!aux?.iban?.trim()) errors.add('aux.iban', 'FIELD_REQUIRED');
      else if (!isValidIban(aux.iban)) errors.add('aux.iban', 'IBAN_INVALID');
      errors.throwIfAny();
    }
    if (aux?.wallets?.length && payart !== CARD) throw fieldErrors({ 'aux.wallets': ['FIELD_INVALID'] });
    return session;
  }

  /** Return addresses must lead back to the shop (no open redirect through the payment page). */
  function checkReturnUrls(url: { continue: string; cancel: string }) {
    const errors = fieldErrorList();
    for (const key of ['continue', 'cancel'] as const) {
      if (url[key].length > 500) errors.add(`url.${key}`, 'FIELD_TOO_LONG');
      else if (!shop.corsOrigins.includes(new URL(url[key]).origin))
        errors.add(`url.${key}`, 'URL_NOT_ALLOWED');
    }
    errors.throwIfAny();
  }

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

  r.post('/checkout/shipping', async (c) => {
    const session = optionalSession(c, shop);
    const { country: given, cart } = await body(c, shippingRequestSchema);
    checkCartStructure(cart.items);
    const { buyer, country } = destinationOf(session?.sub, given);
    cart.items.forEach((item, index) => {
      if (item.type !== 'merchandise' && item.type !== 'annualPass') return;
      if (!merchandise.item(item.id)) throw unprocessable('ITEM_NOT_FOUND', { item: index });
    });
    // One parcel for the cart's country, one for each pass owner's own address, as initPayment charges: the
    // cart's country is needed only when something goes there.
    const parcels = goodsParcels(
      ownersAtBuyersAddress(cart.items, buyer),
      country,
      (id) => merchandise.item(id)?.weight,
    );
    const { shipping: total } = chargeParcels(shop, parcels);
    return ok(c, total);
  });

  r.post('/checkout/suggest', async (c) => {
    const { cart } = await body(c, suggestRequestSchema);
    checkCartStructure(cart.items);
    const lang = c.get('lang');
    const today = shop.today();
    const inCart = (type: string, id: number) =>
      cart.items.some((i) => i.type === type && 'id' in i && i.id === id);
    const articles = shop.config.has_merchandise
      ? merchandise
          .list(1, undefined)
          .filter(
            (m) =>
              !merchandise.isExpired(m, today) && merchandise.stock(m) > 0 && !inCart('merchandise', m.id),
          )
          .map((m) => ({
            type: 'merchandise' as const,
            id: m.id,
            name: pick(m.name, lang),
            description: pick(m.description, lang),
            price: m.price,
            image: m.image,
          }))
      : [];
    const gifts = shop.config.has_vouchers
      ? vouchers
          .vouchers()
          .filter((v) => v.variable_amount === 0 && !inCart('voucher', v.id))
          .map((v) => ({
            type: 'voucher' as const,
            id: v.id,
            name: pick(v.name, lang),
            description: pick(v.description, lang),
            price: v.price,
            image: v.image,
          }))
      : [];
    // Visitors with tickets get the exhibition's goods first, then one voucher as a gift idea.
    return ok(
      c,
      [...articles.slice(0, SUGGESTIONS - Math.min(1, gifts.length)), ...gifts].slice(0, SUGGESTIONS),
    );
  });

  r.post('/checkout/initPayment', async (c) => {
    const request = await body(c, initPaymentRequestSchema);
    checkCartStructure(request.cart.items);
    const session = checkPayment(c, request.payart, request.aux);
    checkReturnUrls(request.url);
    const { buyer, country } = destinationOf(session?.sub, request.country);
    beginPayment(c);
    const { paymentId } = booking.openCart({
      customerId: session?.sub ?? null,
      payart: request.payart,
      // Keep only the last digits of an IBAN; the provider holds the rest.
      aux: {
        ...request.aux,
        iban: request.aux?.iban ? `…${request.aux.iban.slice(-4)}` : undefined,
        external_document_number: request.cart.external_document_number ?? null,
      },
      // A card for the buyer's own address goes with the order: priced, stored and booked so.
      items: ownersAtBuyersAddress(request.cart.items, buyer),
      country,
      continueUrl: request.url.continue,
      cancelUrl: request.url.cancel,
      lang: c.get('lang'),
    });
    return ok(c, paymentPageUrl(shop, paymentId, c.get('lang')));
  });

  r.post('/checkout/initPaymentOrder', async (c) => {
    const request = await body(c, initPaymentOrderRequestSchema);
    const session = checkPayment(c, request.payart, request.aux);
    checkReturnUrls(request.url);
    beginPayment(c);
    const { paymentId } = booking.openOrderPayment(request.id, {
      customerId: session?.sub ?? null,
      payart: request.payart,
      aux: {},
      continueUrl: request.url.continue,
      cancelUrl: request.url.cancel,
      lang: c.get('lang'),
    });
    return ok(c, paymentPageUrl(shop, paymentId, c.get('lang')));
  });

  r.post('/checkout/execPayment', async (c) => {
    const us = c.req.query('us');
    const sessionUs = c.req.query('sessionUs');
    // SPEC §8 shows a 400's message to the visitor as it comes: in the visitor's language.
    const say = (text: I18nText) => badRequest(pick(text, c.get('lang')));
    if (!us || !sessionUs) throw say(NO_PAYMENT_REFERENCE);
    let cartId: string;
    try {
      ({ cartId } = await body(c, execPaymentRequestSchema));
    } catch (error) {
      // Malformed JSON (400) or no usable cart id (422): either way the visitor reads it, translated.
      if (error instanceof ApiError && (error.status === 422 || error.status === 400)) throw say(NO_CART_ID);
      throw error;
    }
    const session = optionalSession(c, shop);
    return ok(c, booking.book(cartId, us, sessionUs, session?.sub ?? null));
  });

  r.post('/checkout/cancel', async (c) => {
    // SPEC §7 sends the cart id in the query; the body may carry the same fields.
    const fromBody = await body(c, cancelRequestSchema);
    const cartId = c.req.query('cartId') || fromBody.cartId;
    const sessionUs = c.req.query('sessionUs') || fromBody.sessionUs;
    if (!cartId) throw fieldErrors({ cartId: ['FIELD_REQUIRED'] });
    const session = optionalSession(c, shop);
    booking.cancel(cartId, { sessionUs, customerId: session?.sub ?? null });
    return ok(c, true);
  });

  r.get('/order/review', (c) => {
    const order = booking.order(c.req.query('id') ?? '');
    if (order?.status !== 'reserved') throw orderNotAvailable();
    const lang = c.get('lang');
    const lines = orderLines.all(order.id) as Array<{
      kind: string;
      ref_id: number;
      quantity: number;
      amount: number;
      detail: string;
    }>;
    return ok(c, {
      id: order.public_id,
      status: 'available',
      created: order.created_at,
      items: lines.map((l) => {
        const detail = JSON.parse(l.detail) as { datetime?: string; name?: string };
        const name =
          l.kind === 'tour'
            ? pick((tourName.get(l.ref_id) as { name: string } | undefined)?.name, lang)
            : pick(detail.name, lang);
        return {
          type: l.kind === 'tour' ? 'guidedTour' : l.kind,
          name,
          count: l.quantity,
          price: l.quantity > 0 ? Math.round(l.amount / l.quantity) : l.amount,
          totalPrice: l.amount,
          datetime: detail.datetime ?? null,
        };
      }),
      total: order.total,
    });
  });

  return r;
}
