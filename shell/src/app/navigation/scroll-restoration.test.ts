import { describe, expect, it, vi } from 'vitest';
import {
  installScrollRestoration,
  restoreScrollPosition,
  SCROLL_RESTORE_GIVE_UP_MS,
  type ScrollEnvironment,
} from './scroll-restoration';

/** A page that grows as its content arrives, with a clock the test moves. */
function fakePage({ maxScroll, busy }: { maxScroll: number; busy: boolean }) {
  const state = { now: 0, y: 0, maxScroll, busy, timers: [] as { at: number; run: () => void }[] };
  const env: ScrollEnvironment = {
    scrollTo: vi.fn((top: number) => {
      state.y = Math.min(top, state.maxScroll);
    }),
    scrollY: () => state.y,
    isBusy: () => state.busy,
    now: () => state.now,
    schedule: (run, ms) => {
      state.timers.push({ at: state.now + ms, run });
      return state.timers.length as unknown as ReturnType<typeof setTimeout>;
    },
    cancel: () => {
      state.timers = [];
    },
  };
  const advance = (ms: number) => {
    state.now += ms;
    const due = state.timers.filter((timer) => timer.at <= state.now);
    state.timers = state.timers.filter((timer) => timer.at > state.now);
    for (const timer of due) timer.run();
  };
  return { state, env, advance };
}

describe('restoreScrollPosition (SPEC §2, §9: retry every 500 ms while busy)', () => {
  it('restores at once when the page is tall enough', () => {
    const { state, env } = fakePage({ maxScroll: 2000, busy: false });
    restoreScrollPosition(700, env);
    expect(state.y).toBe(700);
    expect(state.timers).toHaveLength(0);
  });

  it('tries again every 500 ms while the shop is busy, until the page is tall enough', () => {
    const { state, env, advance } = fakePage({ maxScroll: 300, busy: true });
    restoreScrollPosition(700, env);
    expect(state.y).toBe(300);
    advance(499);
    expect(env.scrollTo).toHaveBeenCalledTimes(1);
    advance(1);
    expect(env.scrollTo).toHaveBeenCalledTimes(2);
    state.maxScroll = 2000;
    state.busy = false;
    advance(500);
    expect(state.y).toBe(700);
    advance(5000);
    expect(env.scrollTo).toHaveBeenCalledTimes(3);
  });

  it('tries once more when idle: the page it went back to may not be drawn yet', () => {
    // The router is idle, but React draws the page a few frames later (a fresh-clone run failed so).
    const late = fakePage({ maxScroll: 300, busy: false });
    restoreScrollPosition(700, late.env);
    expect(late.state.y).toBe(300);
    late.state.maxScroll = 2000;
    late.advance(500);
    expect(late.state.y).toBe(700);
  });

  it('tries once more also when scrolling the first time took a millisecond of the clock', () => {
    const slow = fakePage({ maxScroll: 300, busy: false });
    const scrollTo = slow.env.scrollTo;
    slow.env.scrollTo = (top) => {
      slow.state.now += 1;
      scrollTo(top);
    };
    restoreScrollPosition(700, slow.env);
    slow.state.maxScroll = 2000;
    slow.advance(500);
    expect(slow.state.y).toBe(700);
  });

  it('stops when the shop is no longer busy, when stopped, or after giving up', () => {
    const idle = fakePage({ maxScroll: 300, busy: false });
    restoreScrollPosition(700, idle.env);
    idle.advance(500);
    expect(idle.env.scrollTo).toHaveBeenCalledTimes(2);
    expect(idle.state.timers).toHaveLength(0);

    const stopped = fakePage({ maxScroll: 300, busy: true });
    const stop = restoreScrollPosition(700, stopped.env);
    stop();
    stopped.advance(1000);
    expect(stopped.env.scrollTo).toHaveBeenCalledTimes(1);

    const forever = fakePage({ maxScroll: 300, busy: true });
    restoreScrollPosition(700, forever.env);
    forever.advance(SCROLL_RESTORE_GIVE_UP_MS * 2);
    for (let i = 0; i < 40; i++) forever.advance(500);
    expect(vi.mocked(forever.env.scrollTo).mock.calls.length).toBeLessThanOrEqual(
      SCROLL_RESTORE_GIVE_UP_MS / 500 + 2,
    );
  });
});

describe('installScrollRestoration', () => {
  it('follows an anchor with a stray "%" without throwing, so the router’s other subscribers still run', () => {
    type Listener = (state: unknown) => void;
    const listeners: Listener[] = [];
    const router = {
      state: { location: { key: 'start', hash: '' }, navigation: { state: 'idle' } },
      subscribe: (listener: Listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    const uninstall = installScrollRestoration(
      router as unknown as Parameters<typeof installScrollRestoration>[0],
    );
    const next = {
      location: { key: 'next', hash: '#100%-recycled' },
      historyAction: 'PUSH',
      preventScrollReset: false,
    };
    expect(() => {
      for (const listener of listeners) listener(next);
    }).not.toThrow();
    uninstall();
  });
});
