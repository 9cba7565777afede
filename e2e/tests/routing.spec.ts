import { expect, test } from '../support/fixtures';

/** A text of the shop's own catalogue in each language (navigation labels may come from the museum). */
const SKIP_LINK = {
  de: 'Zum Hauptinhalt springen',
  en: 'Skip to main content',
  fr: 'Aller au contenu principal',
  it: 'Vai al contenuto principale',
  nl: 'Naar de hoofdinhoud',
  es: 'Ir al contenido principal',
  sv: 'Hoppa till huvudinnehållet',
  da: 'Gå til hovedindhold',
} as const;

test.describe('language prefix and titles (SPEC §1, §2)', () => {
  for (const [language, skipLink] of Object.entries(SKIP_LINK)) {
    test(`/${language}/ shows the shop in ${language}`, async ({ page, shop }) => {
      await shop.visit(`/${language}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('link', { name: skipLink, exact: true })).toBeAttached();
      // "translated route title - site name"
      await expect(page).toHaveTitle(/^.+ - .+$/);
    });
  }

  test('/ goes to the preferred language of the configuration', async ({ page, shop }) => {
    await page.goto('/');
    await shop.checkPage();
    await expect(page).toHaveURL(/\/de\/$/);
    // The cookie notice comes in that language too, not in the boot's guess (English) made before the
    // configuration was known.
    await expect(page.locator('[data-cookie-notice]')).toContainText(
      'Wir verwenden nur technisch notwendige Cookies.',
    );
  });

  test('a path without a language keeps its path under the preferred language', async ({ page, shop }) => {
    await page.goto('/guided-tours');
    await shop.checkPage();
    await expect(page).toHaveURL(/\/de\/guided-tours$/);
  });

  test('the title is "translated route title - site name"', async ({ page, shop }) => {
    await shop.visit('/en/tickets');
    await expect(page).toHaveTitle('Tickets - Lindenhof Museum – Online shop');
    await shop.visit('/de/tickets');
    await expect(page).toHaveTitle('Tickets - Museum Lindenhof – Online-Shop');
  });

  test('an unknown path shows the not-found page', async ({ page, shop }) => {
    await shop.visit('/en/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found - /);
    // Under a remote's prefix too, once the remote knows it has no such page.
    await shop.visit('/en/tickets/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the language switcher rewrites the prefix, reloads, and keeps the cart', async ({ page, shop }) => {
    await shop.visit('/en/merchandise');
    await page
      .getByRole('article')
      .filter({ hasText: 'Exhibition catalogue' })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await expect(page.getByRole('link', { name: /^Basket, 1 item/ })).toBeVisible();
    await page.getByRole('button', { name: /Choose another language/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/merchandise$/);
    await shop.checkPage();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('[data-basket-count="1"]')).toBeVisible();
    // The basket names the article in French, not in the language it was added in.
    await shop.visit('/fr/checkout');
    await expect(page.getByRole('rowheader', { name: 'Catalogue « Lumière et ombre »' })).toBeVisible();
    await expect(page.getByText('Exhibition catalogue')).toHaveCount(0);
  });
});
