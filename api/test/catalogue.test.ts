import {
  customerAttrSchema,
  eventMapSchema,
  merchandiseAttrSchema,
  merchandiseSchema,
  merchandiseSelectSchema,
  paymentTypesSchema,
  tourAttrSchema,
  tourSelectSchema,
  voucherCategorySchema,
  voucherSchema,
  voucherSelectSchema,
} from '@museum/shared/wire';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/lib/i18n.ts';
import { answer, makeShop } from './support.ts';

describe('event/select', () => {
  const shop = makeShop();

  it('answers the event map with venues, custom groups and an expired event', async () => {
    const events = await shop.get('/en/event/select', eventMapSchema);
    expect(Object.keys(events).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(events['1']?.name).toBe('Light and Shadow – Impressionism');
    expect(events['2']?.venue.name).toBe('Garden pavilion');
    expect(events['5']?.custom_groups).toEqual([{ id: 13, name: 'Family & kids' }]);
    expect(events['4']?.expired).toBe(true);
    expect(String(events['4']?.end) < shop.today).toBe(true);
    expect(new Set(Object.values(events).map((e) => e.venue.id)).size).toBe(3);
  });

  it('answers in every language with English as the fallback', async () => {
    const names = new Map<string, string | undefined>();
    for (const language of LANGUAGES)
      names.set(language, (await shop.get(`/${language}/event/select`, eventMapSchema))['3']?.name);
    expect(names.get('da')).toBe('Samlingen – dagsbillet');
    // Eight languages, eight names: none falls back while the museum has a translation.
    expect(new Set(names.values()).size).toBe(LANGUAGES.length);
    // A name the museum keeps only in English is answered in English, in every language.
    const fallback = makeShop();
    fallback.db.prepare('UPDATE events SET name = ? WHERE id = 3').run(JSON.stringify({ en: 'Collection' }));
    for (const language of LANGUAGES)
      expect((await fallback.get(`/${language}/event/select`, eventMapSchema))['3']?.name).toBe('Collection');
  });

  it('has exactly one event in the single-event profile and one venue in single-venue', async () => {
    const single = await makeShop('single-event').get('/de/event/select', eventMapSchema);
    expect(Object.keys(single)).toEqual(['1']);
    const oneVenue = await makeShop('single-venue').get('/de/event/select', eventMapSchema);
    expect(new Set(Object.values(oneVenue).map((e) => e.venue.id))).toEqual(new Set([1]));
  });
});

describe('tour/select/event and tour/attr', () => {
  const shop = makeShop();

  it('lists the tours with prices, tickets, flags and languages', async () => {
    const { tours } = await shop.get('/en/tour/select/event', tourSelectSchema);
    expect(tours.map((t) => t.id)).toEqual([1, 2, 3, 4, 6, 5]);
    const [highlights] = tours;
    expect(highlights?.langIdentifier).toBe('de');
    expect(highlights?.langName).toBe('German');
    expect(highlights?.priceList['1101']?.price).toBe(400);
    expect(highlights?.tickets['1113']?.subtickets?.length).toBe(2);
    const complete = tours.find((t) => t.id === 3);
    expect(complete?.book_complete_tour).toBe(1);
    expect(complete?.questions.map((q) => q.type)).toEqual([
      'text',
      'select',
      'radio',
      'checkbox',
      'textarea',
      'number',
    ]);
    expect(tours.find((t) => t.id === 4)?.single_ticketing).toBe(1);
    expect(tours.find((t) => t.id === 5)?.booking_without_tickets).toBe(1);
  });

  it('lists the tour categories', async () => {
    const { category } = await shop.get('/de/tour/attr', tourAttrSchema);
    expect(category.map((g) => g.name)).toEqual([
      'Öffentliche Führungen',
      'Private Gruppen',
      'Schulen',
      'Architektur & Garten',
    ]);
  });

  it('has no tours when the profile switches them off', async () => {
    const { tours } = await makeShop('tickets-only').get('/en/tour/select/event', tourSelectSchema);
    expect(tours).toEqual([]);
  });
});

describe('merchandise', () => {
  const shop = makeShop();

  it('lists articles with derived stock and a sold-out poster, without expired ones', async () => {
    const { articles } = await shop.get('/en/merchandise/select', merchandiseSelectSchema);
    expect(articles.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    const poster = articles.find((a) => a.id === 2);
    expect(poster).toMatchObject({ stock: 0, sold_out: true });
    expect(articles.find((a) => a.id === 4)?.stock).toBe(3);
  });

  it('filters by category and by product kind 13 (annual passes)', async () => {
    const { articles } = await shop.get('/en/merchandise/select?category=32', merchandiseSelectSchema);
    expect(articles.map((a) => a.id)).toEqual([2, 3]);
    const passes = await shop.get('/en/merchandise/select?product_kind=13', merchandiseSelectSchema);
    expect(passes.articles.map((a) => a.product_kind_ref)).toEqual([13, 13, 13]);
  });

  it('answers the categories per product kind', async () => {
    const articles = await shop.get('/en/merchandise/attr', merchandiseAttrSchema);
    expect(articles.category.map((g) => g.id)).toEqual([31, 32, 33]);
    const passes = await shop.get('/en/merchandise/attr?product_kind=13', merchandiseAttrSchema);
    expect(passes.category).toEqual([{ id: 34, name: 'Annual passes' }]);
  });

  it('answers one article, expired ones flagged, unknown ones 404', async () => {
    expect((await shop.get('/it/merchandise?article=1', merchandiseSchema)).name).toBe(
      'Catalogo «Luce e ombra»',
    );
    expect((await shop.get('/en/merchandise?article=5', merchandiseSchema)).expired).toBe(true);
    expect((await answer(shop.request('GET', '/en/merchandise?article=999'))).status).toBe(404);
    expect((await answer(shop.request('GET', '/en/merchandise?article=abc'))).status).toBe(404);
  });

  it('names a bad filter', async () => {
    expect(await answer(shop.request('GET', '/en/merchandise/select?category=x'))).toEqual({
      status: 422,
      body: { error: { category: ['FIELD_INVALID'] } },
    });
  });
});

describe('vouchers', () => {
  const shop = makeShop();

  it('lists fixed and free-amount vouchers and their categories', async () => {
    const { vouchers } = await shop.get('/en/voucher/select/event/', voucherSelectSchema);
    expect(vouchers.map((v) => v.id)).toEqual([1, 2, 3, 4]);
    expect(vouchers.find((v) => v.id === 3)).toMatchObject({
      variable_amount: 1,
      min_amount: 1000,
      max_amount: 50000,
    });
    const { group } = await shop.get('/en/voucher/category', voucherCategorySchema);
    expect(group.map((g) => g.name)).toEqual(['Gift vouchers', 'Experience vouchers']);
    const gifts = await shop.get('/en/voucher/select/event/?group=42', voucherSelectSchema);
    expect(gifts.vouchers.map((v) => v.id)).toEqual([4]);
  });

  it('answers one voucher by id', async () => {
    expect((await shop.get('/nl/voucher/selectOne/price/2', voucherSchema)).price).toBe(5000);
    expect((await answer(shop.request('GET', '/nl/voucher/selectOne/price/99'))).status).toBe(404);
  });
});

describe('checkout/payments and customer/attr', () => {
  const shop = makeShop();

  it('offers only PayPal without a login', async () => {
    const types = await shop.get('/en/checkout/payments?shop=179', paymentTypesSchema);
    expect(types.map((t) => t.payartId)).toEqual([167]);
  });

  it('rejects an invalid token with 401', async () => {
    expect(await answer(shop.request('GET', '/en/checkout/payments?shop=179&_=abc.def.ghi'))).toEqual({
      status: 401,
      body: { error: 'UNAUTHORIZED' },
    });
  });

  it('answers countries, salutations, required and visible fields', async () => {
    const attr = await shop.get('/fr/customer/attr', customerAttrSchema);
    expect(attr.countries[0]).toEqual({ key: 'DE', name: 'Allemagne' });
    expect(attr.salutations.map((s) => s.name)).toEqual(['Madame', 'Monsieur', 'Mx']);
    expect(attr.required_fields).toContain('email');
    expect(attr.visible_fields).toContain('company');
    expect(attr.required_fields).not.toContain('company');
  });
});
