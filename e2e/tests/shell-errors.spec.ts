import { expect, test } from '../support/fixtures';
import { clearFaults, injectFault, useMuseumApi } from '../support/museum-api';

const ANNA = { email: 'anna.schmidt@example.com', password: 'museum123' };
/** A token of the right shape that the API does not accept (SPEC §8: an expired session). */
const STALE_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.c3RhbGUtc2lnbmF0dXJl';
const SAVED_CUSTOMER = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Schmidt',
  email: ANNA.email,
  phone: '+49 30 1234567',
  company: '',
  addrBilling: { name: 'Anna Schmidt', street: 'Lindenallee 3', zip: '10115', city: 'Berlin', country: 'DE' },
  addrShipping: null,
  isGuest: false,
  send_invoice: true,
};

test.describe('API errors (SPEC §8)', () => {
  test('401: an expired session goes to login with fromUnauthorized=true, and back after login', async ({
    page,
    shop,
  }) => {
    const consoleTexts: string[] = [];
    page.on('console', (message) => consoleTexts.push(message.text()));
    await page.addInitScript(
      ([jwt, customer]) => {
        if (sessionStorage.getItem('test:seeded')) return;
        sessionStorage.setItem('test:seeded', '1');
        sessionStorage.setItem('jwt', JSON.stringify({ jwt }));
        sessionStorage.setItem('customer', JSON.stringify({ customer }));
      },
      [STALE_JWT, SAVED_CUSTOMER] as const,
    );
    await page.goto('/en/guided-tours');
    await expect(page).toHaveURL(/\/en\/login\?fromUnauthorized=true&returnTo=%2Fen%2Fguided-tours$/);
    await shop.checkPage();
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    // The refused token is forgotten: the header offers login again.
    await expect(
      page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Log in' }),
    ).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('jwt') ?? '{}').jwt)).toBeNull();

    await page.getByLabel('E-mail address').fill(ANNA.email);
    await page.getByLabel('Password').fill(ANNA.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/guided-tours$/);
    await shop.checkPage();
    for (const text of consoleTexts) {
      expect(text).not.toContain(STALE_JWT);
      expect(text).not.toContain(ANNA.email);
    }
  });
});

test.describe('API failures on a museum API made to fail (SPEC §8)', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(() => clearFaults());

  test('500: a danger message with the support address, dismissable, gone after 15 s', async ({
    page,
    shop,
  }) => {
    await page.clock.install();
    await useMuseumApi(page, 'faults');
    await injectFault('merchandise/select', 500);
    await shop.visit('/en/merchandise');
    const message = page.locator('[data-global-message="danger"]');
    await expect(message.getByRole('alert')).toContainText(
      'An unexpected error occurred. Please contact us at shop@museum.example if the problem continues.',
    );
    await message.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);

    await injectFault('merchandise/select', 500);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tickets' })
      .click();
    await shop.checkPage();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await expect(message).toBeVisible();
    // From here the page's clock only moves when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.clock.runFor(14_000);
    await expect(message).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(message).toHaveCount(0);
    await page.clock.resume();
    await shop.checkPage();
  });

  test('503: the page reloads once and then shows the shop', async ({ page, shop }) => {
    await useMuseumApi(page, 'faults');
    await injectFault('content/static', 503);
    // Documents asked for, not load events: on a busy machine the reload can come before the first page's load
    // event, which then never fires.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.goto('/en/');
    await expect.poll(() => loads).toBe(2);
    await shop.checkPage();
    await expect(page.getByRole('list', { name: 'Highlights' })).toBeVisible();
  });
});
