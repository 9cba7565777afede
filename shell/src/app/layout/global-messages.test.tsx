import { useMessageStore } from '@museum/shared';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop';
import { GlobalMessages } from './global-messages';

// The placement's chunk never comes (a request that hangs): its import stays pending.
vi.mock('./use-toast-placement', () => new Promise(() => undefined));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const toast of useMessageStore.getState().toasts) useMessageStore.getState().dismissToast(toast.id);
});

describe('GlobalMessages: a toast whose placement does not come', () => {
  it('is transparent for 400 ms at most, then shows in the page flow, and is measured anew next time', async () => {
    await renderInShop(<GlobalMessages />, { path: '/en/' });
    vi.useFakeTimers();
    const list = () => document.querySelector('[data-toast-placement]');
    act(() => useMessageStore.getState().showToast({ text: 'Added to your basket.' }));
    expect(list()?.getAttribute('data-toast-placement')).toBe('measuring');
    act(() => vi.advanceTimersByTime(399));
    expect(list()?.getAttribute('data-toast-placement')).toBe('measuring');
    act(() => vi.advanceTimersByTime(1));
    expect(list()?.getAttribute('data-toast-placement')).toBe('flow');
    expect(list()?.textContent).toContain('Added to your basket.');
    act(() => {
      for (const toast of useMessageStore.getState().toasts)
        useMessageStore.getState().dismissToast(toast.id);
    });
    expect(list()?.getAttribute('data-toast-placement')).toBe('measuring');
  });
});

describe('GlobalMessages: the message bar', () => {
  it('puts the focus on the page’s heading when Dismiss takes the bar away, not on the body', async () => {
    await renderInShop(<GlobalMessages />, { path: '/en/' });
    const main = document.createElement('main');
    main.id = 'main';
    main.innerHTML = '<h1 data-page-title tabindex="-1">Tickets</h1>';
    document.body.append(main);
    act(() =>
      useMessageStore.getState().showMessage({ tone: 'danger', content: { text: 'Something failed.' } }),
    );
    const dismiss = document.querySelector<HTMLButtonElement>('[data-global-message] button');
    dismiss?.focus();
    act(() => dismiss?.click());
    expect(document.querySelector('[data-global-message]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Tickets');
    main.remove();
  });
});
