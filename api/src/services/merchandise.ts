import type { Db } from '../db/open.ts';
import type { Lang } from '../lib/i18n.ts';
import { pick } from '../lib/i18n.ts';
import type { Availability } from './availability.ts';

export const ANNUAL_PASS_KIND = 13;

export interface MerchandiseRow {
  id: number;
  name: string;
  description: string;
  price: number;
  vat_value: number;
  stock_capacity: number;
  sequence_no: number;
  product_kind_ref: number;
  weight: number;
  image: string | null;
  sale_ends: string | null;
}

export function merchandiseCatalogue(db: Db, avail: Availability) {
  const byId = db.prepare('SELECT * FROM merchandise WHERE id = ?');
  const ofKind = db.prepare('SELECT * FROM merchandise WHERE product_kind_ref = ? ORDER BY sequence_no, id');
  const ofKindInGroup = db.prepare(`
    SELECT m.* FROM merchandise m JOIN merchandise_groups mg ON mg.merchandise_id = m.id
    WHERE m.product_kind_ref = ? AND mg.group_id = ? ORDER BY m.sequence_no, m.id`);
  const groupsOf = db.prepare(`
    SELECT g.id, g.name FROM merchandise_groups mg JOIN custom_groups g ON g.id = mg.group_id
    WHERE mg.merchandise_id = ? ORDER BY g.sequence_no`);
  const categoriesOfKind = db.prepare(`
    SELECT DISTINCT g.id, g.name, g.sequence_no FROM custom_groups g
    JOIN merchandise_groups mg ON mg.group_id = g.id JOIN merchandise m ON m.id = mg.merchandise_id
    WHERE m.product_kind_ref = ? ORDER BY g.sequence_no`);

  const isExpired = (m: MerchandiseRow, today: string) => m.sale_ends != null && m.sale_ends < today;
  const stock = (m: MerchandiseRow) => m.stock_capacity - avail.merchandiseSold(m.id);

  const localise = (m: MerchandiseRow, lang: Lang, today: string) => {
    const left = stock(m);
    return {
      id: m.id,
      name: pick(m.name, lang),
      description: pick(m.description, lang),
      price: m.price,
      vat_value: m.vat_value,
      stock: left,
      sold_out: left <= 0,
      sequence_no: m.sequence_no,
      custom_groups: (groupsOf.all(m.id) as Array<{ id: number; name: string }>).map((g) => ({
        id: g.id,
        name: pick(g.name, lang),
      })),
      product_kind_ref: m.product_kind_ref,
      image: m.image,
      weight: m.weight,
      sale_ends: m.sale_ends,
      expired: isExpired(m, today),
    };
  };

  return {
    item: (id: number) => byId.get(id) as MerchandiseRow | undefined,
    list: (kind: number, group: number | undefined) =>
      (group === undefined ? ofKind.all(kind) : ofKindInGroup.all(kind, group)) as MerchandiseRow[],
    categories: (kind: number) => categoriesOfKind.all(kind) as Array<{ id: number; name: string }>,
    stock,
    isExpired,
    localise,
  };
}
export type MerchandiseCatalogue = ReturnType<typeof merchandiseCatalogue>;
