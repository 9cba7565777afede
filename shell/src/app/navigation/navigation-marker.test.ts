import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '../router';
import { installNavigationMarker } from './navigation-marker';

type State = AppRouter['state'];
const withNavigation = (state: 'idle' | 'loading' | 'submitting') =>
  ({ navigation: { state } }) as unknown as State;

function fakeRouter(initial: State) {
  const listeners: ((state: State) => void)[] = [];
  return {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.push(listener);
      return () => undefined;
    },
    emit(state: State) {
      for (const listener of listeners) listener(state);
    },
  };
}

afterEach(() => document.documentElement.removeAttribute('data-navigating'));

describe('installNavigationMarker', () => {
  it('marks <html> from the moment a navigation starts until the router is idle again', () => {
    const router = fakeRouter(withNavigation('idle'));
    installNavigationMarker(router as unknown as AppRouter);
    expect(document.documentElement.hasAttribute('data-navigating')).toBe(false);
    router.emit(withNavigation('loading'));
    expect(document.documentElement.hasAttribute('data-navigating')).toBe(true);
    router.emit(withNavigation('idle'));
    expect(document.documentElement.hasAttribute('data-navigating')).toBe(false);
  });

  it('marks a page that starts while the router is already on its way', () => {
    installNavigationMarker(fakeRouter(withNavigation('loading')) as unknown as AppRouter);
    expect(document.documentElement.hasAttribute('data-navigating')).toBe(true);
  });
});
