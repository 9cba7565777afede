import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../router';
import { routeNameOf } from './route-guard';

type Matches = AppRouter['state']['matches'];
const matches = (...handles: unknown[]) =>
  handles.map((handle) => ({ route: { handle } })) as unknown as Matches;

describe('routeNameOf', () => {
  it('takes the route name of the deepest route that declares one', () => {
    expect(routeNameOf(matches(undefined, { titleKey: 'x' }, { titleKey: 'y', routeName: 'login' }))).toBe(
      'login',
    );
    expect(routeNameOf(matches({ routeName: 'home' }, { titleKey: 'y' }))).toBe('home');
  });

  it('is null for a page without a route name (a remote still loading, not found)', () => {
    expect(routeNameOf(matches(undefined, { titleKey: 'common:titles.notFound' }))).toBeNull();
    expect(routeNameOf(matches())).toBeNull();
  });
});
