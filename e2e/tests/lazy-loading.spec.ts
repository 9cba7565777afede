import { REMOTE_PORTS, type RemoteName } from '../support/environment';
import { expect, test } from '../support/fixtures';

const REMOTE_BY_PORT = new Map(
  Object.entries(REMOTE_PORTS).map(([name, port]) => [port, name as RemoteName]),
);

/** Which remotes' manifests or entries a page requested. */
function remotesRequested(requests: readonly string[]): RemoteName[] {
  const names = new Set<RemoteName>();
  for (const request of requests) {
    const url = new URL(request);
    const remote = REMOTE_BY_PORT.get(Number(url.port));
    if (remote) names.add(remote);
  }
  return [...names].sort();
}

/** Every path of SPEC §2 and who owns it (null: the shell). */
const OWNERS: [string, RemoteName | null][] = [
  ['/en/', null],
  ['/en/page/imprint', null],
  ['/en/page/shipping', null],
  ['/en/merchandise', 'mf_shop'],
  ['/en/merchandise/1', 'mf_shop'],
  ['/en/passes', 'mf_shop'],
  ['/en/passes/1', 'mf_shop'],
  ['/en/vouchers', 'mf_shop'],
  ['/en/vouchers/1', 'mf_shop'],
  ['/en/product/1', 'mf_shop'],
  ['/en/tickets', 'mf_tickets'],
  ['/en/tickets/1', 'mf_tickets'],
  ['/en/guided-tours', 'mf_tours'],
  ['/en/guided-tours/1', 'mf_tours'],
  ['/en/login', 'mf_account'],
  ['/en/register', 'mf_account'],
  ['/en/register/success', 'mf_account'],
  ['/en/register-guest', 'mf_account'],
  ['/en/forgot-password', 'mf_account'],
  ['/en/password-reset-success', 'mf_account'],
  ['/en/recover/abc123', 'mf_account'],
  ['/en/recover-success', 'mf_account'],
  ['/en/settings', 'mf_account'],
  ['/logout', 'mf_account'],
  ['/en/order-review/1', 'mf_checkout'],
  ['/en/checkout', 'mf_checkout'],
  ['/en/checkout/accepted', 'mf_checkout'],
  ['/en/checkout/canceled', 'mf_checkout'],
  ['/en/checkout/success', 'mf_checkout'],
  ['/en/checkout/failed', 'mf_checkout'],
  ['/en/something-else', null],
];

test.describe('remotes load only when one of their paths is visited (DESIGN §2)', () => {
  test('opening /en/ fetches no remote entry', async ({ shop }) => {
    await shop.visit('/en/');
    expect(remotesRequested(shop.requests)).toEqual([]);
  });

  test('opening /en/tickets fetches mf_tickets and no other remote', async ({ shop }) => {
    await shop.visit('/en/tickets');
    expect(remotesRequested(shop.requests)).toEqual(['mf_tickets']);
    expect(shop.requests.some((url) => url.endsWith(`:${REMOTE_PORTS.mf_tickets}/mf-manifest.json`))).toBe(
      true,
    );
  });

  test('moving on to the shop loads mf_shop then, and only then', async ({ page, shop }) => {
    await shop.visit('/en/tickets');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await shop.checkPage();
    expect(remotesRequested(shop.requests)).toEqual(['mf_shop', 'mf_tickets']);
  });

  for (const [path, owner] of OWNERS) {
    test(`${path} belongs to ${owner ?? 'the shell'}`, async ({ shop }) => {
      await shop.visit(path);
      expect(remotesRequested(shop.requests)).toEqual(owner ? [owner] : []);
    });
  }
});
