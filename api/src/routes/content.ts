import { Hono } from 'hono';
import type { Env, Shop } from '../context.ts';
import { notFound } from '../lib/http.ts';
import { pick } from '../lib/i18n.ts';
import { ok, requireShop } from '../lib/request.ts';

/** Static content, static pages, shop meta and the remote configuration. */
export function contentRoutes(shop: Shop): Hono<Env> {
  const r = new Hono<Env>();
  const page = shop.db.prepare('SELECT id, title, html FROM pages WHERE id = ?');

  r.get('/content/static', (c) => {
    const lang = c.get('lang');
    const { banners, cookie_warning, social_media } = shop.content;
    // Banner images are absolute URLs of this API with the public prefix and width placeholder.
    const localise = (group: (typeof banners)[string]) =>
      group.map((b) => ({
        image: b.image ? `${shop.publicUrl}${b.image}` : '',
        image_mobile: b.image_mobile ? `${shop.publicUrl}${b.image_mobile}` : '',
        title: pick(b.title, lang),
        text: pick(b.text, lang),
        link: b.link,
      }));
    return ok(c, {
      banners: Object.fromEntries(Object.entries(banners).map(([key, group]) => [key, localise(group)])),
      cookie_warning: pick(cookie_warning, lang),
      social_media,
    });
  });

  r.get('/content/page/:id', (c) => {
    const row = page.get(c.req.param('id')) as { id: string; title: string; html: string } | undefined;
    if (!row) throw notFound();
    const lang = c.get('lang');
    return ok(c, { id: row.id, title: pick(row.title, lang), html: pick(row.html, lang) });
  });

  r.get('/shopinfo', (c) => {
    requireShop(c);
    const lang = c.get('lang');
    const { meta } = shop;
    return ok(c, {
      meta: {
        ...meta,
        name: pick(meta.name, lang),
        opening_hours: meta.opening_hours.map((o) => ({
          days: pick(o.days, lang),
          hours: typeof o.hours === 'string' ? o.hours : pick(o.hours, lang),
        })),
      },
    });
  });

  r.get('/shopinfo/config', (c) => {
    requireShop(c);
    return ok(c, { ...shop.config, site_name: pick(shop.config.site_name_translations, c.get('lang')) });
  });

  return r;
}
