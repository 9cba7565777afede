import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Env } from '../context.ts';
import { statusBody } from '../lib/http.ts';
import { escapeMarkup } from '../lib/text.ts';

/**
 * Demo images: every `/static/**.svg` path the demo content names is drawn on the fly (a colour
 * from the name and the name as a caption), so the repository carries no binary assets.
 */
export function demoImage(path: string): string {
  const name = (path.split('/').pop() ?? 'image').replace(/\.svg$/, '').replace(/[-_]/g, ' ');
  const hue = createHash('sha1').update(path).digest()[0] ?? 0;
  const label = escapeMarkup(name.charAt(0).toUpperCase() + name.slice(1));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" role="img" aria-label="${label}">
<title>${label}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,62%)"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/>
<text x="600" y="320" font-family="Georgia, serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

export function staticRoutes(): Hono<Env> {
  const r = new Hono<Env>();
  r.get('/static/*', (c) => {
    const path = c.req.path;
    if (!/^\/static\/[a-z0-9/_-]+\.svg$/.test(path)) return c.json(statusBody('NOT_FOUND'), 404);
    return c.body(demoImage(path), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return r;
}
