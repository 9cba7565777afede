import {
  errorBodySchema,
  remoteConfigSchema,
  shopInfoSchema,
  staticContentSchema,
  staticPageSchema,
} from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { answer, makeShop, ORIGIN } from './support.ts';

describe('remote configuration', () => {
  const shop = makeShop();

  it('answers every field of SPEC §3 for shop 179', async () => {
    const config = await shop.get('/de/shopinfo/config?shop=179', remoteConfigSchema);
    expect(config.languages).toEqual(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
    expect(config.currency).toBe('EUR');
    expect(config.has_tickets && config.has_guided_tours && config.has_merchandise).toBe(true);
    expect(config.nav_translations.guidedTours?.fr).toBe('Visites guidées');
    expect(config.site_name_translations.en).toBe('Lindenhof Museum – Online shop');
    expect(config.custom_terms_links).toBe(false);
    expect(config.partner_logos[0]?.logos[0]?.image).toMatch(/^\/static\//);
    expect(config.hide_header).toBe(false);
  });

  it('localises site_name to the request language', async () => {
    const config = await shop.get('/sv/shopinfo/config?shop=179', remoteConfigSchema);
    expect(config.site_name).toBe('Lindenhofmuseet – Webbutik');
  });

  it('names the missing shop parameter and rejects other shops', async () => {
    const missing = await answer(shop.request('GET', '/de/shopinfo/config'));
    expect(missing).toEqual({ status: 422, body: { error: { shop: ['FIELD_REQUIRED'] } } });
    const other = await answer(shop.request('GET', '/de/shopinfo/config?shop=180'));
    expect(other).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it('answers 404 JSON for an unknown language', async () => {
    const res = await answer(shop.request('GET', '/pt/shopinfo/config?shop=179'));
    expect(res.status).toBe(404);
    errorBodySchema.parse(res.body);
  });

  it.each([
    [
      'tickets-only',
      { has_guided_tours: false, has_merchandise: false, has_vouchers: false, has_memcard: false },
    ],
    ['no-registration', { has_user_registration: false }],
    ['embedded', { hide_header: true, hide_footer: true }],
  ] as const)('profile %s switches its features', async (profile, expected) => {
    const config = await makeShop(profile).get('/en/shopinfo/config?shop=179', remoteConfigSchema);
    expect(config).toMatchObject(expected);
  });

  it('gives the embedded museum custom legal links per language', async () => {
    const config = await makeShop('embedded').get('/de/shopinfo/config?shop=179', remoteConfigSchema);
    expect(config.custom_terms_links).not.toBe(false);
    const links = config.custom_terms_links as Record<string, Record<string, { url: string; title: string }>>;
    expect(links.de?.imprint?.title).toBe('Impressum');
    expect(links.en?.terms?.url).toMatch(/^https:\/\//);
  });
});

describe('static content and pages', () => {
  const shop = makeShop();

  it('answers banners with the width placeholder and public prefix, cookie warning and social links', async () => {
    const content = await shop.get('/en/content/static', staticContentSchema);
    const home = content.banners.home ?? [];
    expect(home[0]?.image).toBe('http://api.test/public/static/banners/{width}/impressionism.svg');
    expect(home.some((b) => b.image === '')).toBe(true);
    expect(content.cookie_warning).toMatch(/cookies/);
    expect(content.social_media.map((s) => s.name).sort()).toEqual(['facebook', 'instagram', 'youtube']);
  });

  it('serves the demo images the content names', async () => {
    const res = await shop.request('GET', '/static/banners/impressionism.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<title>Impressionism</title>');
  });

  it.each(['imprint', 'terms', 'data_protection', 'accessibility_statement', 'shipping'])(
    'answers the %s page as HTML in every language',
    async (id) => {
      const de = await shop.get(`/de/content/page/${id}`, staticPageSchema);
      const en = await shop.get(`/en/content/page/${id}`, staticPageSchema);
      expect(de.id).toBe(id);
      expect(de.html).toMatch(/^<h2>/);
      expect(de.title).not.toBe(en.title);
      for (const lang of ['fr', 'it', 'nl', 'es', 'sv', 'da']) {
        const page = await shop.get(`/${lang}/content/page/${id}`, staticPageSchema);
        expect(page.html).not.toBe(en.html);
      }
    },
  );

  it('keeps one page with a script and an onerror handler for the sanitiser to remove', async () => {
    const page = await shop.get('/en/content/page/exhibition-notes', staticPageSchema);
    expect(page.html).toContain('<script>');
    expect(page.html).toContain('onerror=');
  });

  it('answers 404 for an unknown page', async () => {
    expect(await answer(shop.request('GET', '/en/content/page/nope'))).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
  });

  it('answers the shop meta data', async () => {
    const info = await shop.get('/fr/shopinfo?shop=179', shopInfoSchema);
    expect(info.meta.name).toBe('Musée Lindenhof');
    expect(info.meta.opening_hours[2]).toEqual({ days: 'Lundi', hours: 'fermé' });
    expect((await answer(shop.request('GET', '/fr/shopinfo'))).status).toBe(422);
  });
});

describe('CORS and unknown paths', () => {
  const shop = makeShop();

  it('allows configured origins only', async () => {
    const allowed = await shop.request('GET', '/en/content/static', undefined, { Origin: ORIGIN });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const other = await shop.request('GET', '/en/content/static', undefined, {
      Origin: 'https://evil.example',
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await shop.request('OPTIONS', '/en/checkout/initPayment', undefined, {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'POST',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers 404 JSON for unknown endpoints', async () => {
    expect(await answer(shop.request('GET', '/en/nothing/here'))).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
  });
});
