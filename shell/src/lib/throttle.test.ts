import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval, with the last call kept', () => {
    const action = vi.fn();
    const throttled = throttle(action, 500);
    throttled();
    expect(action).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(40);
      throttled();
    }
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(action).toHaveBeenCalledTimes(2);
    throttled();
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('drops the waiting call when cancelled', () => {
    const action = vi.fn();
    const throttled = throttle(action, 500);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
