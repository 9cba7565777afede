import type { Page } from '@playwright/test';
import { newCustomer, saved } from '../support/account-demo';
import { expect, test } from '../support/fixtures';

const accountNavigation = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const basket = (page: Page) => page.getByRole('link', { name: /^Basket, \d+ items?$/ });

test.describe('guest registration (SPEC §2 register-guest, §4 route guard, §6 guest)', () => {
  test('from the checkout to guest registration and back to the checkout as a guest, the basket kept', async ({
    page,
    shop,
  }) => {
    test.slow();
    await shop.visit('/en/merchandise');
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await basket(page).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();

    // The checkout's way to sign in: the header's login, where a visitor from the checkout may order as a guest.
    await accountNavigation(page).getByRole('link', { name: 'Log in' }).click();
    await shop.checkPage();
    await page.getByRole('link', { name: 'Order as a guest' }).click();
    await expect(page).toHaveURL(/\/en\/register-guest\?returnTo=%2Fen%2Fcheckout$/);
    await shop.checkPage();
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);

    const guest = newCustomer('guest');
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(guest.email);
    await page.getByRole('textbox', { name: 'Repeat e-mail address' }).fill(guest.email);
    await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Ms' });
    await page.getByRole('textbox', { name: 'First name' }).fill('Gil');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Guest');
    await page.getByRole('textbox', { name: 'Street and number' }).fill('Lindenallee 7');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10115');
    await page.getByRole('textbox', { name: 'City' }).fill('Berlin');
    await page.getByRole('checkbox', { name: 'Send me an invoice' }).uncheck();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();

    await expect(page).toHaveURL(/\/en\/checkout$/);
    await shop.checkPage();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    // A guest holds a guest's token and is no registered customer: the header still offers login.
    const session = await saved<{ jwt: string }>(page, 'jwt');
    expect(session.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect
      .poll(
        async () =>
          (await saved<{ customer: { isGuest: boolean; send_invoice: boolean } }>(page, 'customer')).customer,
      )
      .toMatchObject({ isGuest: true, send_invoice: false });
    await expect(accountNavigation(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('server field errors show together, at their fields, with the focus on the first (German)', async ({
    page,
    shop,
  }) => {
    await shop.visit('/de/register-guest');
    const guest = newCustomer('guest.errors');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(guest.email);
    await page.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }).fill(guest.email);
    await page.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Herr' });
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Gil');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Guest');
    // The shop cannot know these are wrong; the museum API can.
    await page.getByRole('textbox', { name: 'Telefon' }).fill('call me maybe');
    await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Lindenallee 7');
    await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('!!');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();

    const phone = page.getByRole('textbox', { name: 'Telefon' });
    const zip = page.getByRole('textbox', { name: 'Postleitzahl' });
    await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(page.getByRole('alert')).toContainText('Das Formular enthält Fehler.');
    await expect(page).toHaveURL(/\/de\/register-guest$/);
    await shop.checkPage();
  });
});
