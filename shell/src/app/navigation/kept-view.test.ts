import { describe, expect, it } from 'vitest';
import { isKeptView, keepsView, rememberKeptView } from './kept-view';

describe('navigations that keep the view (a filter in the address)', () => {
  it('are those with preventScrollReset, never back and forward', () => {
    expect(keepsView({ historyAction: 'REPLACE', preventScrollReset: true })).toBe(true);
    expect(keepsView({ historyAction: 'PUSH', preventScrollReset: true })).toBe(true);
    expect(keepsView({ historyAction: 'POP', preventScrollReset: true })).toBe(false);
    expect(keepsView({ historyAction: 'PUSH', preventScrollReset: false })).toBe(false);
  });

  it('are remembered by location key, the last 50 of them', () => {
    rememberKeptView('first');
    expect(isKeptView('first')).toBe(true);
    expect(isKeptView('other')).toBe(false);
    for (let index = 0; index < 50; index++) rememberKeptView(`key-${index}`);
    expect(isKeptView('first')).toBe(false);
    expect(isKeptView('key-49')).toBe(true);
  });
});
