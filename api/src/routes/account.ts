import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { ok } from '../lib/request.ts';
import { countryName, REQUIRED_FIELDS, salutationsIn, VISIBLE_FIELDS } from '../services/customers.ts';

/** Login, registration, customer data and passwords (SPEC §7 "Account"). */
export function accountRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const countries = shop.db.prepare('SELECT key FROM countries ORDER BY sequence_no, key');

  r.get('/customer/attr', (c) => {
    const lang = c.get('lang');
    return ok(c, {
      countries: (countries.all() as Array<{ key: string }>).map(({ key }) => ({
        key,
        name: countryName(key, lang),
      })),
      salutations: salutationsIn(lang),
      required_fields: REQUIRED_FIELDS,
      visible_fields: VISIBLE_FIELDS,
    });
  });

  return r;
}
