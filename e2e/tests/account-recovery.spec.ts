import type { Page } from '@playwright/test';
import { newCustomer, outbox, registerWithApi } from '../support/account-demo';
import { SHELL } from '../support/environment';
import { expect, test } from '../support/fixtures';

const accountNavigation = (page: Page) => page.getByRole('navigation', { name: 'Ihr Konto' });

test.describe('password recovery (SPEC §2 forgot-password … recover-success, §7 pwdreset and pwdconfirm)', () => {
  test('forgot password → the link from the API outbox → new password → logged in, in German', async ({
    page,
    shop,
  }) => {
    test.slow();
    const customer = newCustomer('recovery');
    await registerWithApi(customer);
    await shop.visit('/de/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page).toHaveURL(/\/de\/forgot-password$/);
    await shop.checkPage();

    // SPEC §5: the e-mail is checked before anything is sent.
    const email = page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true });
    await email.fill('kim@');
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await outbox(customer.email)).toEqual([]);

    await email.fill(customer.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page).toHaveURL(/\/de\/password-reset-success$/);
    await shop.checkPage();
    await expect(page.getByText('Wir haben Ihnen eine E-Mail mit einem Link geschickt')).toBeVisible();

    // The API mailed a link to this shop's recover page in the visitor's language.
    const [mail] = await outbox(customer.email);
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    // The token after the hash (SPEC §7): no server, the shop's own included, ever receives it.
    expect(link).toMatch(new RegExp(`^${SHELL}/de/recover/link#[A-Za-z0-9_-]{32}$`));
    const token = link.split('#')[1] ?? '';
    const sentToServers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(token)) sentToServers.push(request.url());
    });

    await page.goto(link);
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort wählen' })).toBeVisible();
    // The page moves the token out of the address at once; a reload still finds it in the history entry.
    await expect(page).toHaveURL(`${SHELL}/de/recover/link`);
    await page.reload();
    await shop.checkPage();
    await expect(page.getByLabel(/^Neues Passwort \*/)).toBeVisible();
    const newPassword = 'recovered-lindenhof-4';
    await page.getByLabel(/^Neues Passwort \*/).fill(newPassword);
    await page.getByLabel(/^Neues Passwort wiederholen/).fill('recovered-lindenhof-5');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
    await page.getByLabel(/^Neues Passwort wiederholen/).fill(newPassword);
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();

    await expect(page).toHaveURL(/\/de\/recover-success$/);
    await shop.checkPage();
    await expect(page.getByText('Ihr neues Passwort ist gespeichert und Sie sind angemeldet.')).toBeVisible();
    await expect(accountNavigation(page).getByRole('button', { name: 'Kim Weber' })).toBeVisible();
    // No address the browser asked for held the token (the API has it in pwdconfirm's body only).
    expect(sentToServers).toEqual([]);

    // The link works once.
    await page.goto(link);
    await shop.checkPage();
    await page.getByLabel(/^Neues Passwort \*/).fill('another-password-6');
    await page.getByLabel(/^Neues Passwort wiederholen/).fill('another-password-6');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dieser Link ist nicht mehr gültig.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/de/forgot-password',
    );
    await shop.checkPage();
  });

  test('an unknown e-mail cannot be recovered', async ({ page, shop }) => {
    await shop.visit('/en/forgot-password');
    const email = page.getByRole('textbox', { name: 'E-mail address', exact: true });
    await email.fill(newCustomer('unknown').email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('We cannot recover an account for this e-mail address.')).toBeVisible();
    await expect(email).toBeFocused();
    await shop.checkPage();
  });
});
