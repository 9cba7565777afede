import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Env, Shop } from '../context.ts';
import { voucherClockDateTime } from '../lib/clock.ts';
import { fieldErrors, notFound, unprocessable } from '../lib/http.ts';
import { pick } from '../lib/i18n.ts';
import { idParam, ok, query } from '../lib/request.ts';
import { availability } from '../services/availability.ts';
import { voucherCatalogue } from '../services/vouchers.ts';

const selectQuery = z.object({ group: z.coerce.number().int().positive().optional() });

/** Vouchers for sale, their categories, and the check of a voucher code. */
export function voucherRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const catalogue = voucherCatalogue(shop.db, availability(shop.db));

  const select = (c: Context<Env>) => {
    const { group } = query(c, selectQuery);
    const vouchers = shop.config.has_vouchers ? catalogue.vouchers(group) : [];
    return ok(c, { vouchers: vouchers.map((v) => catalogue.localise(v, c.get('lang'))) });
  };
  r.get('/voucher/select/event/', select);
  r.get('/voucher/select/event', select);

  r.get('/voucher/selectOne/price/:id', (c) => {
    const voucher = shop.config.has_vouchers ? catalogue.voucher(idParam(c.req.param('id'))) : undefined;
    if (!voucher) throw notFound();
    return ok(c, catalogue.localise(voucher, c.get('lang')));
  });

  r.get('/voucher/category', (c) => {
    const lang = c.get('lang');
    const group = shop.config.has_vouchers
      ? catalogue.groups().map((g) => ({ id: g.id, name: pick(g.name, lang), sequence_no: g.sequence_no }))
      : [];
    return ok(c, { group });
  });

  r.get('/voucher', (c) => {
    const barcode = (c.req.query('voucher') ?? '').trim();
    if (barcode === '') throw fieldErrors({ voucher: ['FIELD_REQUIRED'] });
    if (barcode.length > 64) throw fieldErrors({ voucher: ['FIELD_INVALID'] });
    if (!shop.config.has_voucher_code) throw notFound();
    const result = catalogue.check(barcode, voucherClockDateTime(shop.clock.now()), shop.nowSeconds());
    if (!result.ok) throw unprocessable(result.error);
    const { code, used, available } = result;
    return ok(c, {
      id: code.id,
      barcode: code.barcode,
      name: pick(code.name, c.get('lang')),
      amount: code.amount,
      used_amount: used,
      available_amount: available,
      valid_from: code.valid_from,
      valid_to: code.valid_to,
    });
  });

  return r;
}
