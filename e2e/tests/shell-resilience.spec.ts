import { REMOTE_PORTS } from '../support/environment';
import { expect, test } from '../support/fixtures';

const savedCart = (page: import('@playwright/test').Page) =>
  page.evaluate(() => sessionStorage.getItem('cart'));

test.describe('a remote that is down never takes the shop down (DESIGN §2)', () => {
  test('the connection lost before a click into a remote: the fallback, not an empty page', async ({
    page,
    shop,
    context,
  }) => {
    await shop.visit('/en/');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    // The visitor's first intent (here a pointer over "Guided tours") also fetches the views of a remote page
    // that cannot come; the connection may go while they are on their way.
    await navigation.getByRole('link', { name: 'Guided tours' }).hover();
    await context.setOffline(true);
    await navigation.getByRole('link', { name: 'Shop' }).click();
    // Either the remote's own fallback (the failure views had come) or the start page's (they had not): never
    // a spinner for ever, which the remote's loader left when its own chunk could not come.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the shop is temporarily unavailable',
      { timeout: 60_000 },
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(navigation).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await shop.checkPage();
  });

  test('an entry that never answers: the next attempt asks at an address of its own, and the page comes', async ({
    page,
    shop,
  }) => {
    test.setTimeout(60_000);
    const entry = `http://localhost:${REMOTE_PORTS.mf_shop}/remoteEntry.js`;
    const asked: string[] = [];
    // The first address hangs for ever (accepted, never answered), as a broken CDN node does.
    await page.route(
      (url) => url.href.startsWith(entry),
      (route) => {
        asked.push(route.request().url());
        if (route.request().url() === entry) return;
        return route.continue();
      },
    );
    await shop.visit('/en/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop' })
      .click();
    // One attempt's 15 s, then the retry; before, all three attempts and "Try again" waited on that request.
    await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible({
      timeout: 30_000,
    });
    expect(asked).toContain(`${entry}?attempt=2`);
    await shop.checkPage();
  });

  test('the connection lost before any intent: header, basket and a way back stay; nothing empty', async ({
    page,
    shop,
    context,
  }) => {
    // Opened directly, not through a link: no intent has fetched anything yet.
    await shop.visit('/en/merchandise');
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await shop.checkPage();
    await context.setOffline(true);
    // The guided tours were never asked for: their remote, and every view that says it cannot come, are chunks
    // this page does not have. Their failing download had emptied the whole page, header and basket included.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Guided tours' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the shop is temporarily unavailable',
      { timeout: 60_000 },
    );
    await expect(page.getByText('Your basket is safe.')).toBeVisible();
    await shop.checkPage();
    await expect(page.locator('[data-basket-count]')).toHaveAttribute('data-basket-count', '1');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Still offline, "Try again" asks for the view in place and fails again: the new button keeps the focus.
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(retry).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the shop is temporarily unavailable',
    );
    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'This part of the shop is temporarily unavailable',
      { timeout: 30_000 },
    );
    // The guided tours themselves, not a spinner in their place.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided tours');
    await expect(page.locator('[data-basket-count]')).toHaveAttribute('data-basket-count', '1');
    await shop.checkPage();
  });

  test('its manifest cannot be fetched: a fallback with retry in its place, the rest keeps working', async ({
    page,
    shop,
  }) => {
    await shop.visit('/en/merchandise');
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    const basket = page.getByRole('link', { name: 'Basket, 1 item' });
    await expect(basket).toBeVisible();
    const cart = await savedCart(page);

    const manifest = `http://localhost:${REMOTE_PORTS.mf_shop}/mf-manifest.json`;
    await page.route(manifest, (route) => route.abort());
    await page.reload();
    const fallback = page.locator('[data-remote-fallback="mf_shop"]');
    await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the shop is temporarily unavailable',
    );
    await expect(fallback).toContainText('We could not load this page just now.');
    await shop.checkPage();
    await expect(page).toHaveTitle(/^Temporarily unavailable - /);
    await expect(basket).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote works, and the cart is untouched.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Guided tours' })
      .click();
    await shop.checkPage();
    await expect(page.locator('[data-remote="mf_tours"]').getByRole('heading', { level: 1 })).toHaveText(
      'Guided tours',
    );
    expect(await savedCart(page)).toBe(cart);

    // Back to the shop: still down, so the fallback again; once it is reachable, "Try again" loads it.
    await page.goBack();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await shop.checkPage();
    await page.unroute(manifest);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible();
    await shop.checkPage();
    await expect(basket).toBeVisible();
  });

  test('it throws while rendering: the fallback in its place, header, basket and other remotes work', async ({
    page,
    shop,
  }) => {
    // The merchandise list formats prices; make that throw inside mf_shop's page, and only there.
    await page.addInitScript(() => {
      const Original = Intl.NumberFormat;
      const broken = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        if (args[1]?.style === 'currency' && location.pathname.includes('/merchandise')) {
          throw new Error('price formatting broke');
        }
        return new Original(...args);
      } as unknown as typeof Intl.NumberFormat;
      Intl.NumberFormat = Object.assign(broken, { supportedLocalesOf: Original.supportedLocalesOf });
    });
    await shop.visit('/en/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop' })
      .click();
    const fallback = page.locator('[data-remote-fallback="mf_shop"]');
    await expect(fallback).toContainText('Something went wrong while showing this page.');
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await shop.checkPage();
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Log in' })
      .click();
    await shop.checkPage();
    await expect(page.locator('[data-remote="mf_account"]').getByRole('heading', { level: 1 })).toHaveText(
      'Log in',
    );
  });

  test('its texts cannot be downloaded: the fallback, and "Try again" shows the page once they can', async ({
    page,
    shop,
  }) => {
    // The page's data no longer waits for the remote's texts; a page whose texts fail must still not show.
    const ticketsOrigin = `http://localhost:${REMOTE_PORTS.mf_tickets}`;
    let textsDown = true;
    let refused = 0;
    await page.route(`${ticketsOrigin}/static/js/async/*.js`, async (route) => {
      const response = await route.fetch();
      // The remote's texts are a JSON module; chunk names change with every build.
      if (textsDown && (await response.text()).includes('"titles":{"list":')) {
        refused += 1;
        return route.abort();
      }
      return route.fulfill({ response });
    });
    await shop.visit('/en/tickets/1');
    const fallback = page.locator('[data-remote-fallback="mf_tickets"]');
    await expect(fallback).toContainText('We could not load this page just now.');
    expect(refused).toBeGreaterThan(0);
    await shop.checkPage();
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();

    textsDown = false;
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="mf_tickets"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(fallback).toHaveCount(0);
    await shop.checkPage();
  });
});
