import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadBookingWidgets = vi.fn<() => Promise<unknown>>();
vi.mock('@museum/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@museum/shared')>()),
  preloadBookingWidgets,
}));

const { pageRoute, withBookingWidgets } = await import('./index');
const { screenRoute } = await import('@museum/shared');

describe('withBookingWidgets', () => {
  beforeEach(() => {
    preloadBookingWidgets.mockReset();
  });

  it('starts the widgets with the page code, without waiting for them', async () => {
    preloadBookingWidgets.mockReturnValue(new Promise(() => undefined));
    const route = { handle: { page: 'event' } };
    const lazy = withBookingWidgets(async () => route);
    expect(preloadBookingWidgets).not.toHaveBeenCalled();
    await expect(lazy()).resolves.toBe(route);
    expect(preloadBookingWidgets).toHaveBeenCalledTimes(1);
  });

  it('gives the page its code when the widgets fail to download', async () => {
    preloadBookingWidgets.mockReturnValue(Promise.reject(new Error('offline')));
    const route = { handle: { page: 'event' } };
    await expect(withBookingWidgets(async () => route)()).resolves.toBe(route);
  });

  it('passes on a page code that failed, for the router to report', async () => {
    preloadBookingWidgets.mockResolvedValue(undefined);
    const failure = new Error('chunk failed');
    await expect(withBookingWidgets(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});

describe('pageRoute', () => {
  const lazy = async () => ({});
  const loader = async () => null;

  it('is the screen route with its loader beside lazy, so that the router starts both together', () => {
    const route = pageRoute('ticket', { titleKey: 'tickets:titles.event', lazy, loader });
    expect(route).toEqual({ ...screenRoute('ticket', { titleKey: 'tickets:titles.event', lazy }), loader });
    expect(route.loader).toBe(loader);
    expect(route.lazy).toBe(lazy);
  });

  it('carries shouldRevalidate only when the page has one', () => {
    const shouldRevalidate = () => false;
    expect(
      pageRoute('guidedTours', { titleKey: 'tours:titles.list', lazy, loader, shouldRevalidate })
        .shouldRevalidate,
    ).toBe(shouldRevalidate);
    expect(pageRoute('guidedTours', { titleKey: 'tours:titles.list', lazy, loader })).not.toHaveProperty(
      'shouldRevalidate',
    );
  });
});
