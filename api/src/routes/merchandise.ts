import { Hono } from 'hono';
import { z } from 'zod';
import type { Env, Shop } from '../context.ts';
import { notFound } from '../lib/http.ts';
import { pick } from '../lib/i18n.ts';
import { idParam, ok, query } from '../lib/request.ts';
import { availability } from '../services/availability.ts';
import { ANNUAL_PASS_KIND, merchandiseCatalogue } from '../services/merchandise.ts';

const selectQuery = z.object({
  category: z.coerce.number().int().positive().optional(),
  product_kind: z.coerce.number().int().positive().optional(),
});
const attrQuery = z.object({ product_kind: z.coerce.number().int().positive().optional() });

/** Merchandise and annual passes (product kind 13). */
export function merchandiseRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const catalogue = merchandiseCatalogue(shop.db, availability(shop.db));
  const kindEnabled = (kind: number) =>
    kind === ANNUAL_PASS_KIND ? shop.config.has_memcard : shop.config.has_merchandise;

  r.get('/merchandise/select', (c) => {
    const q = query(c, selectQuery);
    const kind = q.product_kind ?? 1;
    const today = shop.today();
    const articles = kindEnabled(kind)
      ? catalogue
          .list(kind, q.category)
          .filter((m) => !catalogue.isExpired(m, today))
          .map((m) => catalogue.localise(m, c.get('lang'), today))
      : [];
    return ok(c, { articles });
  });

  r.get('/merchandise/attr', (c) => {
    const kind = query(c, attrQuery).product_kind ?? 1;
    const lang = c.get('lang');
    const category = kindEnabled(kind)
      ? catalogue.categories(kind).map((g) => ({ id: g.id, name: pick(g.name, lang) }))
      : [];
    return ok(c, { category });
  });

  r.get('/merchandise', (c) => {
    const item = catalogue.item(idParam(c.req.query('article')));
    if (!item || !kindEnabled(item.product_kind_ref)) throw notFound();
    return ok(c, catalogue.localise(item, c.get('lang'), shop.today()));
  });

  return r;
}
