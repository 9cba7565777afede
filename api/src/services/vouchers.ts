import type { Db } from '../db/open.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import type { Availability } from './availability.ts';

export interface VoucherRow {
  id: number;
  name: string;
  description: string;
  price: number;
  vat_value: number;
  variable_amount: 0 | 1;
  min_amount: number | null;
  max_amount: number | null;
  sequence_no: number;
  group_id: number;
  image: string | null;
}

export interface VoucherCodeRow {
  id: number;
  barcode: string;
  name: string;
  amount: number;
  valid_from: string;
  valid_to: string;
}

export type VoucherRefusal =
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'
  | 'VOUCHER_NOW_IS_AFTER_VALID_TO'
  | 'VOUCHER_NO_AMOUNT_LEFT'
  | 'VOUCHER_RESERVED';

export type VoucherCodeCheck =
  | { ok: true; code: VoucherCodeRow; used: number; available: number }
  | { ok: false; error: VoucherRefusal };

export function voucherCatalogue(db: Db, avail: Availability) {
  const byId = db.prepare('SELECT * FROM vouchers WHERE id = ?');
  const all = db.prepare('SELECT * FROM vouchers ORDER BY group_id, sequence_no, id');
  const inGroup = db.prepare('SELECT * FROM vouchers WHERE group_id = ? ORDER BY sequence_no, id');
  const groups = db.prepare('SELECT * FROM voucher_groups ORDER BY sequence_no, id');
  const codeByBarcode = db.prepare('SELECT * FROM voucher_codes WHERE barcode = ? COLLATE NOCASE');

  const code = (barcode: string) => codeByBarcode.get(barcode.trim()) as VoucherCodeRow | undefined;

  /**
   * SPEC §5: a code is usable between valid_from and valid_to (UTC+1 clock) while value is left. Value that
   * carts in payment hold counts as used (VOUCHER_RESERVED when nothing else is left).
   */
  function check(barcode: string, nowUtcPlus1: string, nowSeconds: number): VoucherCodeCheck {
    const found = code(barcode);
    if (!found) return { ok: false, error: 'VOUCHER_NOT_FOUND' };
    if (nowUtcPlus1 < found.valid_from) return { ok: false, error: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' };
    if (nowUtcPlus1 > found.valid_to) return { ok: false, error: 'VOUCHER_NOW_IS_AFTER_VALID_TO' };
    const { spent, reserved } = avail.voucherTaken(found.id, nowSeconds);
    if (spent >= found.amount) return { ok: false, error: 'VOUCHER_NO_AMOUNT_LEFT' };
    if (spent + reserved >= found.amount) return { ok: false, error: 'VOUCHER_RESERVED' };
    return { ok: true, code: found, used: spent + reserved, available: found.amount - spent - reserved };
  }

  const localise = (v: VoucherRow, lang: Lang) => ({
    id: v.id,
    name: pick(v.name, lang),
    description: pick(v.description, lang),
    price: v.price,
    vat_value: v.vat_value,
    variable_amount: v.variable_amount,
    min_amount: v.min_amount,
    max_amount: v.max_amount,
    sequence_no: v.sequence_no,
    groupId: v.group_id,
    image: v.image,
  });

  return {
    voucher: (id: number) => byId.get(id) as VoucherRow | undefined,
    vouchers: (group?: number) => (group === undefined ? all.all() : inGroup.all(group)) as VoucherRow[],
    groups: () => groups.all() as Array<{ id: number; name: string; sequence_no: number }>,
    code,
    check,
    localise,
  };
}
export type VoucherCatalogue = ReturnType<typeof voucherCatalogue>;
