import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { outbox } from '../services/outbox.ts';

/** Only mounted with MUSEUM_ENABLE_TEST_ENDPOINTS=1: lets the e2e suite read the mail the API sent. */
export function testRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const mail = outbox(shop.db);
  r.get('/__outbox', (c) => c.json({ data: mail.read(c.req.query('to')?.trim().toLowerCase()) }));
  return r;
}
