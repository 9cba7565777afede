import type { Cart } from '../../api/wire/cart-requests.ts';
import { type CartRefusal, cartRefusalSchema } from '../../api/wire/checkout.ts';
import type { CartItem } from '../cart-item';
import { prepareCartItem } from '../cart-preparation';

/** SPEC §9: the cart payload version. */
export const CART_PAYLOAD_VERSION = 1;

export type PaymentCart =
  /** The SPEC §7 cart, and for each of its items the cart line it came from (a day ticket gives several). */
  | { ok: true; cart: Cart; lineOfItem: string[] }
  /** Lines the shop cannot send (an old saved cart): the visitor removes them and books them again. */
  | { ok: false; unprepared: string[] };

/** The cart of initPayment (SPEC §7 `cart {ver: 1, items, external_document_number}`), in cart order. */
export function paymentCart(lines: readonly CartItem[], externalDocumentNumber: string | null): PaymentCart {
  const items: Cart['items'] = [];
  const lineOfItem: string[] = [];
  const unprepared: string[] = [];
  for (const line of lines) {
    try {
      for (const item of prepareCartItem(line)) {
        items.push(item);
        lineOfItem.push(line.lineId);
      }
    } catch {
      unprepared.push(line.lineId);
    }
  }
  if (unprepared.length > 0) return { ok: false, unprepared };
  const documentNumber = externalDocumentNumber?.trim().slice(0, 64) || null;
  return {
    ok: true,
    cart: {
      ver: CART_PAYLOAD_VERSION,
      items,
      ...(documentNumber ? { external_document_number: documentNumber } : {}),
    },
    lineOfItem,
  };
}

/** What a refusal of the API says, and which cart line it is about (SPEC §8 "initPayment 422: error shown on cart"). */
export interface PaymentRefusal {
  /** The rule that refused: the body's code, or for PAYMENT_FAILED / PAYMENT_REFUNDED its `reason`. */
  code: string;
  /** The cart line the refusal names, when it names one that is still in the cart. */
  lineId: string | null;
  details: Omit<CartRefusal, 'error' | 'reason' | 'item'>;
  /** Field errors of a cart line (`cart.items.3.count`), by line. */
  lineFields: Record<string, string[]>;
  /** Other field errors (`aux.iban`, `country`, `url.continue`…). */
  fields: Record<string, string[]>;
}

const ITEM_FIELD = /^cart\.items\.(\d+)(?:\.|$)/;

/**
 * Reads a 422 body of initPayment (or the reason of a failed or refunded payment) against the cart that was
 * sent: a rule with its `item` becomes an error of that line, field errors of `cart.items.N…` errors of
 * the line N came from, other fields stay fields. `lineOfItem` is the mapping paymentCart answered.
 */
export function paymentRefusal(body: unknown, lineOfItem: readonly string[]): PaymentRefusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'object' && error !== null) {
    const lineFields: Record<string, string[]> = {};
    const fields: Record<string, string[]> = {};
    for (const [field, codes] of Object.entries(error as Record<string, unknown>)) {
      const list = (Array.isArray(codes) ? codes : [codes]).filter((code) => typeof code === 'string');
      const item = ITEM_FIELD.exec(field);
      const lineId = item ? lineOfItem[Number(item[1])] : undefined;
      if (lineId) lineFields[lineId] = [...(lineFields[lineId] ?? []), ...list];
      else fields[field] = [...(fields[field] ?? []), ...list];
    }
    return { code: 'FIELD_INVALID', lineId: null, details: {}, lineFields, fields };
  }
  const parsed = cartRefusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const { error: code, reason, item, ...details } = parsed.data;
  return {
    code: reason ?? code,
    lineId: item === undefined ? null : (lineOfItem[item] ?? null),
    details,
    lineFields: {},
    fields: {},
  };
}
