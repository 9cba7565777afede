import type { Page } from '@playwright/test';
import { changePasswordWithApi, newCustomer, registerWithApi, saved } from '../support/account-demo';
import { expect, test } from '../support/fixtures';

const accountNavigation = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('login failures (SPEC §8 login failure, api/README.md login limits)', () => {
  test('a wrong password: "Email or password are not correct", tied to the fields, nothing typed lost', async ({
    page,
    shop,
  }) => {
    const customer = newCustomer('wrong');
    await registerWithApi(customer);
    await shop.visit('/en/login');
    await logIn(page, customer.email, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Email or password are not correct.' });
    await expect(alert).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-mail address', exact: true });
    await expect(email).toHaveValue(customer.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect((await saved<{ jwt: string | null } | null>(page, 'jwt'))?.jwt ?? null).toBeNull();
    await shop.checkPage();

    // The right password afterwards works, and the visitor lands home.
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(accountNavigation(page).getByRole('button', { name: 'Kim Weber' })).toBeVisible();
  });

  test('a locked account is explained with its wait (429 Retry-After), in English and German', async ({
    page,
    shop,
  }) => {
    // An account of its own: the lock binds this browser to this account only, never the demo accounts.
    const customer = newCustomer('locked');
    await registerWithApi(customer);
    await shop.visit('/en/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(page, customer.email, `wrong-${attempt}`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Email or password are not correct.' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled', 'true');
    }
    // Even the right password waits now.
    await logIn(page, customer.email, customer.password);
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many attempts\. For your security, please wait (\d+) seconds before trying again\.$/,
    );
    const seconds = Number(
      /wait (\d+) seconds/.exec((await page.getByRole('alert').textContent()) ?? '')?.[1],
    );
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);
    await shop.checkPage();

    await page.goto('/de/login');
    await shop.checkPage();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(customer.email);
    await page.getByLabel(/^Passwort/).fill(customer.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Zu viele Versuche\. Bitte warten Sie zu Ihrer Sicherheit \d+ Sekunden, bevor Sie es erneut versuchen\.$/,
    );
    await shop.checkPage();
  });

  test('a 401 on a customer call leads to login with fromUnauthorized=true, and back after login', async ({
    page,
    shop,
  }) => {
    const customer = newCustomer('revoked');
    await registerWithApi(customer);
    await shop.visit('/en/login');
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await shop.checkPage();

    // Another browser changes the password: this browser's token is revoked.
    const { jwt } = await saved<{ jwt: string }>(page, 'jwt');
    const newPassword = 'changed-elsewhere-3';
    await changePasswordWithApi(jwt, customer.password, newPassword);

    await accountNavigation(page).getByRole('button', { name: 'Kim Weber' }).click();
    await accountNavigation(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/en\/login\?fromUnauthorized=true&returnTo=%2Fen%2Fsettings$/);
    await shop.checkPage();
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(accountNavigation(page).getByRole('link', { name: 'Log in' })).toBeVisible();

    await logIn(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/en\/settings$/);
    await shop.checkPage();
    await expect(page.getByText(`You are logged in as ${customer.email}.`)).toBeVisible();
  });
});

test.describe('returnTo stays in the shop (security: same-origin paths only)', () => {
  // Dot segments that the URL parser turns into `//example.com…`, which the router reads as another host: a
  // review led /logout with the first one to http://example.com/x.
  const leaving = ['/.//example.com/x', '/a/..//example.com/x', '/%2e//example.com/x'];

  test('logging out with a returnTo that would leave the site stays on the logout page', async ({
    page,
    shop,
  }) => {
    for (const returnTo of leaving) {
      await shop.visit(`/logout?returnTo=${encodeURIComponent(returnTo)}`);
      await expect(page).toHaveURL(/\/logout\?returnTo=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('logging in with such a returnTo lands on the home page, not elsewhere', async ({ page, shop }) => {
    const customer = newCustomer('redirect');
    await registerWithApi(customer);
    await shop.visit(`/en/login?returnTo=${encodeURIComponent(leaving[0] ?? '')}`);
    await logIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await shop.checkPage();
  });
});
