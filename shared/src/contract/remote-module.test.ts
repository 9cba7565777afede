import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNameOfRoute, SHARED_CONTRACT_VERSION, screenRoute } from './remote-module';

describe('the shared contract version', () => {
  it('is the version of @museum/shared, which the builds declare to Module Federation', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    expect(SHARED_CONTRACT_VERSION).toBe(pkg.version);
  });
});

describe('screenRoute', () => {
  const lazy = async () => ({});

  it('takes path and route name from the route table', () => {
    const route = screenRoute('guidedTour', { titleKey: 'tours:titles.detail', lazy });
    expect(route.path).toBe('guided-tours/:id');
    expect(route.handle).toEqual({ titleKey: 'tours:titles.detail', routeName: 'guidedTour' });
    expect(routeNameOfRoute(route)).toBe('guidedTour');
  });

  it('marks the secondary pages of SPEC §2', () => {
    expect(screenRoute('login', { titleKey: 'x', lazy }).handle).toMatchObject({ secondary: true });
    expect(screenRoute('checkoutSuccess', { titleKey: 'x', lazy }).handle).toMatchObject({ secondary: true });
    expect(screenRoute('tickets', { titleKey: 'x', lazy }).handle).not.toHaveProperty('secondary');
  });
});
