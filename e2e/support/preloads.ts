import type { Page } from '@playwright/test';

/**
 * Chromium's warnings of a preload nobody used (a header naming another URL, or another kind of request, than
 * the page then asks for). The answer waits for them: Chromium warns a few seconds after the load event.
 */
export function watchUnusedPreloads(page: Page): () => Promise<string[]> {
  const unused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) unused.push(message.text());
  });
  return async () => {
    await page.waitForTimeout(3_500);
    return unused;
  };
}
