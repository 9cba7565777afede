import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, useMessageStore } from './message-store';

// The store's own bound, kept out of the singleton's exports.
const MAX_TOASTS = 3;

const texts = () => useMessageStore.getState().toasts.map((toast) => toast.content);

describe('toasts (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useMessageStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the same toast once when it is raised again, for 2 s from the last time', () => {
    const { showToast } = useMessageStore.getState();
    showToast({ key: 'cart.added', values: { count: 1 } });
    vi.advanceTimersByTime(1500);
    showToast({ key: 'cart.added', values: { count: 1 } });
    expect(texts()).toEqual([{ key: 'cart.added', values: { count: 1 } }]);
    vi.advanceTimersByTime(1000);
    expect(texts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    expect(texts()).toEqual([]);
  });

  it('keeps different toasts apart: other values, another tone, a server text', () => {
    const { showToast } = useMessageStore.getState();
    showToast({ key: 'cart.added', values: { count: 1 } });
    showToast({ key: 'cart.added', values: { count: 2 } });
    showToast({ key: 'cart.added', values: { count: 2 } }, 'info');
    expect(texts()).toHaveLength(3);
    useMessageStore.setState({ toasts: [] });
    showToast({ text: 'cart.added' });
    showToast({ key: 'cart.added' });
    expect(texts()).toHaveLength(2);
  });

  it('shows at most the newest few of a burst', () => {
    const { showToast } = useMessageStore.getState();
    for (let n = 1; n <= 10; n++) showToast({ key: 'cart.added', values: { count: n } });
    expect(texts()).toEqual(
      Array.from({ length: MAX_TOASTS }, (_, i) => ({
        key: 'cart.added',
        values: { count: 11 - MAX_TOASTS + i },
      })),
    );
  });
});
