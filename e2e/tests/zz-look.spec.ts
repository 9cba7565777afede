import { test } from '@playwright/test';

test('look', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}\n${e.stack}`));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.screenshot({ path: '/tmp/shot-en-375-menu.png' });
  await page.goto('/en/page/exhibition-notes');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/shot-page.png', fullPage: true });
  console.log(logs.join('\n'));
  console.log(
    await page.title(),
    await page.evaluate(() => document.documentElement.className),
    await page.evaluate(() => (window as any).__museumInjected),
  );
});
