import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { API_PORT, PROFILE_APIS, type ProfileApi } from './environment';

const STACK_CONFIG = join(
  import.meta.dirname,
  '..',
  '..',
  '.museum',
  `stack-${API_PORT}`,
  'shop.config.json',
);

/** The shop.config.json the suite's shell serves (written by the stack at start, for the suite's ports). */
export function suiteShopConfig(): Record<string, unknown> & { remotes: Record<string, string> } {
  return JSON.parse(readFileSync(STACK_CONFIG, 'utf8'));
}

/** Serves this page a changed shop.config.json, as an operator's edit would (the file is read at every boot). */
export async function serveShopConfig(
  page: Page,
  change: (config: ReturnType<typeof suiteShopConfig>) => Record<string, unknown>,
): Promise<void> {
  const config = change(suiteShopConfig());
  await page.route('**/shop.config.json', (route) =>
    route.fulfill({ json: config, headers: { 'cache-control': 'no-store' } }),
  );
}

export function profileApiUrl(profile: ProfileApi): string {
  return `http://localhost:${PROFILE_APIS[profile]}/`;
}

/**
 * Points the shell of this page at another museum API, the way an operator would: through the deploy-time
 * shop.config.json (the suite's own file, with `api` changed). The museum API itself is never mocked.
 */
export async function useMuseumApi(page: Page, profile: ProfileApi): Promise<void> {
  await serveShopConfig(page, (config) => ({ ...config, api: profileApiUrl(profile) }));
}

/** Makes the `faults` museum API answer the next `times` requests to `{lang}/{endpoint}` with `status`. */
export async function injectFault(endpoint: string, status: number, times = 1): Promise<void> {
  const response = await fetch(`${profileApiUrl('faults')}__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint, status, times }),
  });
  if (!response.ok) throw new Error(`__faults answered ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${profileApiUrl('faults')}__faults`, { method: 'DELETE' });
}
