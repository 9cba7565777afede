import { API } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { profileApiUrl, serveShopConfig, useMuseumApi } from '../support/museum-api';

test.describe('footer (SPEC §2 "Footer")', () => {
  test('legal pages, social icons by sequence_no, partner logos and the copyright of this year', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: 'Legal information' }).getByRole('link');
    // EUR: the accessibility statement; merchandise on: shipping.
    await expect(legal).toHaveText([
      'Imprint',
      'Terms and conditions',
      'Privacy policy',
      'Accessibility statement',
      'Shipping',
    ]);
    await expect(legal.last()).toHaveAttribute('href', '/en/page/shipping');

    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    const names = await social.evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    expect(names).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    await expect(social.first()).toHaveAttribute('href', 'https://www.facebook.com/museum.lindenhof');
    await expect(social.first()).toHaveAttribute('target', '_blank');
    await expect(social.first()).toHaveAttribute('rel', 'noopener noreferrer');
    // Each icon is drawn from the sprite in index.html: a reference to a symbol that is not there draws nothing.
    const iconWidths = await social
      .locator('svg use')
      .evaluateAll((uses) => uses.map((use) => (use as SVGGraphicsElement).getBBox().width));
    expect(iconWidths).toHaveLength(3);
    for (const width of iconWidths) expect(width).toBeGreaterThan(0);

    await expect(footer.getByRole('heading', { name: 'Funded by' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Media partners' })).toBeVisible();
    const funder = footer.getByRole('img', { name: 'Kulturstiftung' });
    await expect(funder).toHaveAttribute('src', `${API}/static/partners/kulturstiftung.svg`);
    await expect(footer.getByRole('link', { name: /^Kulturstiftung/ })).toHaveAttribute(
      'href',
      'https://www.kulturstiftung.example/',
    );
    // A logo without a link is only a picture.
    await expect(footer.getByRole('img', { name: 'Stadt Berlin' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Stadt Berlin/ })).toHaveCount(0);
    expect(await funder.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );

    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lindenhof Museum – Online shop`);

    await footer.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(/\/en\/page\/imprint$/);
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
  });

  test('without merchandise there is no shipping link', async ({ page, shop }) => {
    await useMuseumApi(page, 'tickets-only');
    await shop.visit('/de/page/imprint');
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliche Hinweise' });
    await expect(legal.getByRole('link')).toHaveText([
      'Impressum',
      'AGB',
      'Datenschutz',
      'Erklärung zur Barrierefreiheit',
    ]);
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Kulturstiftung' })).toHaveAttribute(
      'src',
      `${profileApiUrl('tickets-only')}static/partners/kulturstiftung.svg`,
    );
  });
});

test.describe('cookie notice (SPEC §2, §4)', () => {
  test('shows the museum text until accepted, for the rest of the session', async ({ page, shop }) => {
    await shop.visit('/en/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toContainText('We only use cookies that are technically necessary.');
    await notice.getByRole('button', { name: 'Accept' }).press('Enter');
    await expect(notice).toHaveCount(0);
    // Focus goes on to the page, not to the body with the button that went away.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('cookiesAccepted'))).toBe(
      '{"cookiesAccepted":true}',
    );

    await page.reload();
    await shop.checkPage();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // A new browser session asks again.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await shop.checkPage();
    await expect(notice).toBeVisible();
  });

  test('is not shown when the museum does not ask for it', async ({ page, shop }) => {
    await useMuseumApi(page, 'tickets-only');
    await shop.visit('/en/tickets');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });
});

test.describe('tag manager (SPEC §7 "Analytics")', () => {
  test("loads the museum's container only once cookies are accepted, and it finds the shop's events", async ({
    page,
    shop,
  }) => {
    await serveShopConfig(page, (config) => ({ ...config, analytics: { tagManagerId: 'GTM-SUITE1' } }));
    const asked: string[] = [];
    // The container as a stand-in that reports what it found: no request leaves the machine.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        // As the real container does, it reads what is in the data layer and takes every later push.
        body: [
          'window.__containerSaw = (window.dataLayer || []).map((entry) => entry.event);',
          'const layer = (window.dataLayer = window.dataLayer || []);',
          'const push = layer.push.bind(layer);',
          'layer.push = (...entries) => { for (const entry of entries) window.__containerSaw.push(entry.event); return push(...entries); };',
        ].join('\n'),
      });
    });
    await shop.visit('/en/merchandise');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => asked).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-SUITE1']);
    const saw = () =>
      page.evaluate(() => (window as unknown as { __containerSaw?: string[] }).__containerSaw);
    await expect.poll(saw).toContain('gtm.js');
    // The shop's own events reach it: an article into the basket.
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await expect.poll(saw).toContain('addToCart');
    // Accepted for the session: the next page load brings the container at once.
    await page.reload();
    await expect.poll(() => asked).toHaveLength(2);
  });
});
