import { newCustomer, registerWithApi } from '../support/account-demo';
import { expect, test } from '../support/fixtures';

/** Every account screen a visitor can open without a session, in German (axe and the page title). */
const GERMAN_SCREENS: Array<[path: string, title: string]> = [
  ['/de/login', 'Anmelden'],
  ['/de/register', 'Konto erstellen'],
  ['/de/register/success', 'Ihr Konto wurde erstellt'],
  ['/de/register-guest', 'Als Gast bestellen'],
  ['/de/forgot-password', 'Passwort vergessen?'],
  ['/de/password-reset-success', 'Bitte prüfen Sie Ihre E-Mails'],
  ['/de/recover/not-a-token', 'Neues Passwort wählen'],
  ['/de/recover-success', 'Ihr Konto wurde wiederhergestellt'],
  ['/de/settings', 'Einstellungen'],
  // Unprefixed: in the language of the visit.
  ['/logout', 'Sie sind abgemeldet'],
];

test.describe('account screens (SPEC §2), axe clean in German at 375 px', () => {
  test('every screen shows its translated title, nothing scrolls sideways', async ({ page, shop }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 740 });
    for (const [path, title] of GERMAN_SCREENS) {
      await shop.visit(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} scrolls sideways`,
      ).toBe(true);
    }
    // Settings without a session: the notice, and the way to log in that comes back here.
    await shop.visit('/de/settings');
    await expect(
      page.getByText('Bitte melden Sie sich an, um Ihre Einstellungen zu sehen und zu ändern.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/de/login?returnTo=%2Fde%2Fsettings',
    );
  });

  test('keyboard alone: the registration form shows every error, focus on the first; login by Enter', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await shop.visit('/en/register');
    const email = page.getByRole('textbox', { name: 'E-mail address', exact: true });
    await email.focus();
    await page.keyboard.type('kim@example.org');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Repeat e-mail address' })).toBeFocused();
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByText('The e-mail addresses do not match.')).toBeVisible();
    // Submitting by Enter from any field: every missing answer at once, focus on the first.
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please answer all mandatory fields.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Repeat e-mail address' })).toBeFocused();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await shop.checkPage();

    const customer = newCustomer('keyboard');
    await registerWithApi(customer);
    await shop.visit('/en/login');
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).focus();
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Kim Weber' }),
    ).toBeVisible();
    await shop.checkPage();
  });
});
