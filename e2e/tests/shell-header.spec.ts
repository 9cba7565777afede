import { API } from '../support/environment';
import { expect, test } from '../support/fixtures';

const ANNA = { email: 'anna.schmidt@example.com', password: 'museum123' };

test.describe('header (SPEC §2 "Shell")', () => {
  test('links the enabled features, the logo to the language home and the basket to checkout', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link')).toHaveText([
      'Tickets',
      'Guided tours',
      'Shop',
      'Annual passes',
      'Vouchers',
    ]);
    await expect(navigation.getByRole('link', { name: 'Annual passes' })).toHaveAttribute(
      'href',
      '/en/passes',
    );
    await expect(page.getByRole('link', { name: 'Lindenhof Museum – Online shop' })).toHaveAttribute(
      'href',
      '/en/',
    );
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toHaveAttribute('href', '/en/checkout');
  });

  test('login and register carry the full current path; after login the account menu replaces them', async ({
    page,
    shop,
  }) => {
    const consoleTexts: string[] = [];
    page.on('console', (message) => consoleTexts.push(message.text()));
    await shop.visit('/en/guided-tours?day=today');
    const account = page.getByRole('navigation', { name: 'Your account' });
    const returnTo = encodeURIComponent('/en/guided-tours?day=today');
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/en/login?returnTo=${returnTo}`,
    );
    await expect(account.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/en/register?returnTo=${returnTo}`,
    );

    await account.getByRole('link', { name: 'Log in' }).click();
    await shop.checkPage();
    // On the login page the links keep the target the visitor came with.
    await expect(account.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/en/register?returnTo=${returnTo}`,
    );
    await page.getByLabel('E-mail address').fill(ANNA.email);
    await page.getByLabel('Password').fill(ANNA.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/guided-tours\?day=today$/);
    await shop.checkPage();

    await expect(account.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(account.getByRole('link', { name: 'Register' })).toHaveCount(0);
    const menuButton = account.getByRole('button', { name: 'Anna Schmidt' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(account.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/en/settings');
    await expect(account.getByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      `/logout?returnTo=${returnTo}`,
    );
    await shop.checkPage();
    await page.keyboard.press('Escape');
    await expect(account.getByRole('link', { name: 'Settings' })).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Security: neither the token nor the customer's data reach the console.
    const jwt = await page.evaluate(() => JSON.parse(sessionStorage.getItem('jwt') ?? '{}').jwt as string);
    expect(jwt).toMatch(/\./);
    for (const text of consoleTexts) {
      expect(text).not.toContain(jwt);
      expect(text).not.toContain(ANNA.email);
      expect(text).not.toContain('Schmidt');
    }

    await account.getByRole('button', { name: 'Anna Schmidt' }).click();
    await account.getByRole('link', { name: 'Log out' }).click();
    // Back on the page the visitor left, logged out and told so.
    await expect(page).toHaveURL(/\/en\/guided-tours\?day=today$/);
    await expect(page.getByText('You are logged out.')).toBeVisible();
    await shop.checkPage();
    await expect(account.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('jwt') ?? '{}').jwt)).toBeNull();
  });

  test('a guest sees login and register, not the account menu', async ({ page, shop }) => {
    const guest = {
      email: 'guest.visitor@example.org',
      salutation: 'mx',
      fname: 'Gil',
      lname: 'Guest',
      company: '',
      phone: '+49 30 555 0101',
      street: 'Lindenallee 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      send_invoice: false,
    };
    const answer = await fetch(`${API}/en/auth/guest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ c: guest }),
    });
    const { data: jwt } = (await answer.json()) as { data: string };
    await page.addInitScript((token) => sessionStorage.setItem('jwt', JSON.stringify({ jwt: token })), jwt);
    await shop.visit('/en/');
    const account = page.getByRole('navigation', { name: 'Your account' });
    await expect(account.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(account.getByRole('button')).toHaveCount(0);
    // The guest session is still there: the shell loaded the guest as the customer.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(sessionStorage.getItem('customer') ?? '{}').customer?.isGuest),
      )
      .toBe(true);
  });

  test('leaving checkout for login keeps checkout as the target; another page clears it (SPEC §4)', async ({
    page,
    shop,
  }) => {
    const guard = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('routeGuard') ?? '{}'));
    await shop.visit('/en/checkout');
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Log in' })
      .click();
    await shop.checkPage();
    expect(await guard()).toEqual({ lastVisited: '/en/checkout', redirectTo: '/en/checkout' });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tickets' })
      .click();
    await shop.checkPage();
    expect(await guard()).toMatchObject({
      lastVisited: expect.stringMatching(/^\/en\/login/),
      redirectTo: null,
    });
  });

  test('the header gets its scrolled state beyond 100 px', async ({ page, shop }) => {
    await shop.visit('/en/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('the viewport classes on <html> follow the breakpoints 544, 768, 992 and 1200 px', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 544, height: 800 });
    await shop.visit('/en/');
    const html = page.locator('html');
    await expect(html).toHaveClass('vp-xs');
    for (const [width, classes] of [
      [545, 'vp-sm'],
      [768, 'vp-sm'],
      [769, 'vp-sm vp-md'],
      [993, 'vp-sm vp-md vp-lg'],
      [1201, 'vp-sm vp-md vp-lg vp-xl'],
      [500, 'vp-xs'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(html, `${width} px`).toHaveClass(classes);
    }
  });
});
