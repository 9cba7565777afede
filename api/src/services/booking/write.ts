import type { Shop } from '../../context.ts';
import { addDays } from '../../lib/clock.ts';
import { randomId } from '../../lib/ids.ts';
import { outbox } from '../outbox.ts';
import type { Payer } from '../payer.ts';
import type { PricedCart } from '../pricing/index.ts';
import type { BookingStatements } from './statements.ts';
import type { CartRow } from './types.ts';

/** Writes a priced cart as a paid booking: its lines, the codes of bought vouchers, redemptions, the mail. */
export function bookingWriter(shop: Shop, q: BookingStatements) {
  const mail = outbox(shop.db);

  /** A bought voucher becomes codes worth its price, valid for three years (at most 50 per cart). */
  function issueCodes(
    voucherId: number | null,
    quantity: number,
    detail: Record<string, unknown>,
    bookingId: number,
  ) {
    const name = (q.voucherName.get(voucherId) as { name: string }).name;
    const price = Number(detail.price);
    const codes: string[] = [];
    for (let i = 0; i < quantity; i += 1) {
      const barcode = `LH-${randomId(10).toUpperCase()}`;
      q.issueCode.run(
        barcode,
        name,
        price,
        `${shop.today()} 00:00:00`,
        `${addDays(shop.today(), 3 * 365)} 23:59:59`,
        bookingId,
      );
      codes.push(barcode);
    }
    return codes;
  }

  return function writeBooking(cart: CartRow, priced: PricedCart, payer: Payer | null): number {
    const account = cart.customer_id
      ? (q.customer.get(cart.customer_id) as { email: string; fname: string; lname: string } | undefined)
      : undefined;
    // Without an account, who the provider says paid (services/payer.ts): the mail and the parcel go there.
    const customer = account ? { email: account.email, fname: account.fname, lname: account.lname } : payer;
    const created = shop.now();
    const bookingId = Number(
      q.insertBooking.run({
        publicId: `B${randomId(11).toUpperCase()}`,
        cartId: cart.id,
        customerId: cart.customer_id,
        customer: customer ? JSON.stringify(customer) : null,
        total: priced.total,
        shipping: priced.shipping,
        hasTickets: priced.hasTickets ? 1 : 0,
        created,
      }).lastInsertRowid,
    );
    const issued: string[] = [];
    for (const line of priced.lines) {
      q.insertLine.run({ ...line, bookingId, detail: JSON.stringify(line.detail) });
      if (line.kind === 'voucher')
        issued.push(...issueCodes(line.refId, line.quantity, line.detail, bookingId));
    }
    // The reservation becomes the redemption: the amounts the cart was approved with.
    q.dropReservations.run(cart.id);
    for (const r of priced.redemptions) q.redeem.run(r.codeId, bookingId, cart.id, r.amount);
    if (customer) {
      const publicId = (q.booking.get(bookingId) as { public_id: string }).public_id;
      mail.send(
        customer.email,
        `Museum Lindenhof – ${publicId}`,
        [
          `Booking ${publicId}`,
          `Total: ${(priced.total / 100).toFixed(2)} EUR`,
          ...issued.map((c) => `Voucher code: ${c}`),
        ].join('\n'),
        created,
      );
    }
    return bookingId;
  };
}
