import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { routePath } from 'hono/route';
import type { AppOptions, Env } from './context.ts';
import { createShop } from './context.ts';
import { systemClock } from './lib/clock.ts';
import { ApiError, statusBody } from './lib/http.ts';
import { isLang } from './lib/i18n.ts';
import { requireJson } from './lib/request.ts';
import { accountRoutes } from './routes/account.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { contentRoutes } from './routes/content.ts';
import { eventRoutes } from './routes/events.ts';
import { merchandiseRoutes } from './routes/merchandise.ts';
import { simulatorRoutes } from './routes/simulator.ts';
import { staticRoutes } from './routes/static-files.ts';
import { faultInjection, testRoutes } from './routes/test-endpoints.ts';
import { tourRoutes } from './routes/tours.ts';
import { voucherRoutes } from './routes/vouchers.ts';

export type { AppOptions } from './context.ts';

/** The museum API of SPEC §7 over one SQLite database; construct in-process for tests. */
export function createApp(options: AppOptions): Hono<Env> {
  const shop = createShop(options, options.clock ?? systemClock);
  const app = new Hono<Env>();

  if (options.log) {
    const log = options.log;
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      // The route's pattern, never the path: paths carry payment ids, query strings JWTs (`_`) and personal
      // data, and a decoded path could write a line break (a forged log line). A request no route took
      // logs as the catch-all pattern with its 404.
      log(`${c.req.method} ${routePath(c)} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
    });
  }

  // Answers go compressed to clients that take it: a booking page's answers arrive beside its code on a
  // phone's slow link, and the largest (ticket/collect) shrinks from 6 kB to 0.6 kB (issue 14). The middleware
  // leaves bodies under 1 kB alone only when it knows their length, which c.json does not set: the inner one
  // reads the body (bounded by the handlers) and says it.
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    if (!c.res.body || c.res.headers.has('Content-Length')) return;
    const body = await c.res.arrayBuffer();
    c.res = new Response(body, c.res);
    c.res.headers.set('Content-Length', String(body.byteLength));
  });
  app.use(
    cors({
      origin: (origin) => (shop.corsOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      // A 429's wait (login limits): browsers hide every other header from the shop's origin.
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 64 * 1024,
      onError: (c) => c.json(statusBody('PAYLOAD_TOO_LARGE'), 413),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    // Unexpected: log the cause on the server, answer without details.
    console.error(error);
    return c.json(statusBody('INTERNAL_ERROR'), 500);
  });
  app.notFound((c) => c.json(statusBody('NOT_FOUND'), 404));

  app.route('/', staticRoutes());
  app.route('/', simulatorRoutes(shop));
  if (options.enableTestEndpoints) {
    const faults = faultInjection();
    app.use('/:lang/*', faults.middleware);
    app.route('/', testRoutes(shop, faults));
  }

  const api = new Hono<Env>();
  api.use(async (c, next) => {
    const lang = c.req.param('lang') ?? '';
    if (!isLang(lang)) return c.json(statusBody('NOT_FOUND'), 404);
    c.set('lang', lang);
    await next();
  });
  api.use(requireJson);
  api.route('/', contentRoutes(shop));
  api.route('/', eventRoutes(shop));
  api.route('/', tourRoutes(shop));
  api.route('/', merchandiseRoutes(shop));
  api.route('/', voucherRoutes(shop));
  api.route('/', accountRoutes(shop));
  api.route('/', checkoutRoutes(shop));
  app.route('/:lang', api);
  return app;
}
