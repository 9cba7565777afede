import type { Page } from '@playwright/test';
import { newCustomer, saved, uniqueEmail } from '../support/account-demo';
import { expect, test } from '../support/fixtures';

const accountNavigation = (page: Page) => page.getByRole('navigation', { name: 'Your account' });
const region = (page: Page, name: string) => page.getByRole('region', { name });

async function openAccountMenu(page: Page, name: string) {
  await accountNavigation(page).getByRole('button', { name }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('account journey (SPEC §2 account screens, §4 login and logout, §7 account calls)', () => {
  test('register → success → logout → login → settings (details, address, e-mail, password) → login with the new password', async ({
    page,
    shop,
  }) => {
    // Eleven pages and five forms in one journey: three times the usual time on a busy machine.
    test.slow();
    const customer = newCustomer('journey');
    await shop.visit('/en/tickets');
    await accountNavigation(page).getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/en\/register\?returnTo=%2Fen%2Ftickets$/);
    await shop.checkPage();

    // Registration: the fields of customer/attr, e-mail and password twice.
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(customer.email);
    await page.getByRole('textbox', { name: 'Repeat e-mail address' }).fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByLabel('Repeat password').fill(customer.password);
    await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Mx' });
    await page.getByRole('textbox', { name: 'First name' }).fill(customer.fname);
    await page.getByRole('textbox', { name: 'Last name' }).fill(customer.lname);
    await page.getByRole('textbox', { name: 'Street and number' }).fill('Lindenallee 1');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10115');
    await page.getByRole('textbox', { name: 'City' }).fill('Berlin');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/en\/register\/success\?returnTo=%2Fen%2Ftickets$/);
    await shop.checkPage();
    await expect(page.getByText('Welcome! Your account has been created.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/en/tickets');
    // Security: the password never reaches the session's copy of the form or the customer.
    expect(JSON.stringify(await saved(page, 'customer'))).not.toContain(customer.password);

    // Logout clears the session and returns.
    await openAccountMenu(page, 'Kim Weber');
    await accountNavigation(page).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/tickets$/);
    await shop.checkPage();
    await expect(accountNavigation(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await saved(page, 'jwt')).toEqual({ jwt: null });
    expect(await saved(page, 'customer')).toEqual({ customer: null, userForm: null });

    // Login, back to where the visitor was.
    await accountNavigation(page).getByRole('link', { name: 'Log in' }).click();
    await shop.checkPage();
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/en\/tickets$/);
    await shop.checkPage();

    // Settings: details and billing address.
    await openAccountMenu(page, 'Kim Weber');
    await accountNavigation(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/en\/settings$/);
    await shop.checkPage();
    await expect(page.getByText(`You are logged in as ${customer.email}.`)).toBeVisible();
    const details = region(page, 'Your details and billing address');
    await details.getByRole('textbox', { name: 'Phone' }).fill('+49 30 555 0199');
    await details.getByRole('textbox', { name: 'City' }).fill('Potsdam');
    await details.getByRole('textbox', { name: 'Postal code' }).fill('14467');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      details.getByRole('status').filter({ hasText: 'Your settings have been saved.' }),
    ).toBeVisible();

    // Delivery address different from billing.
    const delivery = region(page, 'Delivery address');
    await delivery.getByRole('checkbox', { name: 'Deliver to my billing address' }).uncheck();
    await delivery.getByRole('button', { name: 'Save changes' }).click();
    await expect(delivery.getByText('Please fill in all fields for Shipping Address.')).toBeVisible();
    await delivery.getByRole('textbox', { name: 'Name', exact: true }).fill('Kim Weber c/o Atelier');
    await delivery.getByRole('textbox', { name: 'Street and number' }).fill('Ringstraße 1');
    await delivery.getByRole('textbox', { name: 'Postal code' }).fill('1010');
    await delivery.getByRole('textbox', { name: 'City' }).fill('Wien');
    await delivery.getByRole('combobox', { name: 'Country' }).selectOption('AT');
    await delivery.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      delivery.getByRole('status').filter({ hasText: 'Your settings have been saved.' }),
    ).toBeVisible();
    await shop.checkPage();

    // E-mail change.
    const newEmail = uniqueEmail('journey.moved');
    const email = region(page, 'Change e-mail address');
    await email.getByRole('textbox', { name: 'New e-mail address', exact: true }).fill(newEmail);
    await email.getByRole('textbox', { name: 'Repeat new e-mail address' }).fill(newEmail);
    await email.getByLabel('Current password').fill(customer.password);
    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    // The spinner (also a status) may still show while the customer reloads after the change.
    await expect(
      email.getByRole('status').filter({ hasText: 'Your e-mail address has been changed.' }),
    ).toBeVisible();
    await expect(page.getByText(`You are logged in as ${newEmail}.`)).toBeVisible();

    // Password change: the new token is kept, then home (SPEC §4).
    const newPassword = 'a-new-lindenhof-2';
    const password = region(page, 'Change password');
    await password.getByLabel('Current password').fill(customer.password);
    await password.getByLabel(/^New password/).fill(newPassword);
    await password.getByLabel('Repeat new password').fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await shop.checkPage();
    // The new token works: the settings load with it.
    await page.goto('/en/settings');
    await shop.checkPage();
    await expect(region(page, 'Delivery address').getByRole('textbox', { name: 'City' })).toHaveValue('Wien');
    await expect(
      region(page, 'Your details and billing address').getByRole('textbox', { name: 'City' }),
    ).toHaveValue('Potsdam');

    // Logout, and login with the new e-mail and password.
    await openAccountMenu(page, 'Kim Weber');
    await accountNavigation(page).getByRole('link', { name: 'Log out' }).click();
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeVisible();
    // From the settings the visitor lands on the logout page, focus on its heading (it fell to the body).
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeFocused();
    await page.goto('/en/login');
    await shop.checkPage();
    await logIn(page, customer.email, customer.password);
    await expect(page.getByText('Email or password are not correct.')).toBeVisible();
    await logIn(page, newEmail, newPassword);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(accountNavigation(page).getByRole('button', { name: 'Kim Weber' })).toBeVisible();
    await shop.checkPage();
  });
});
