import { describe, expect, it } from 'vitest';
import { type Box, placeToasts } from './toast-placement';

const viewport = { width: 1280, height: 800 };
const toasts = { width: 300, height: 60 };
const options = { headerBottom: 120, margin: 16 };
const box = (left: number, top: number, width = 100, height = 40): Box => ({ left, top, width, height });

describe('placeToasts (toasts never cover controls)', () => {
  it('puts them top right below the sticky header when nothing is there (SPEC §9)', () => {
    expect(placeToasts(viewport, toasts, [box(20, 20), box(1100, 40)], options)).toEqual({
      corner: 'top-right',
      top: 136,
      left: 964,
    });
  });

  it('moves to the next free corner when a control is under the top right', () => {
    const underTopRight = box(1100, 150);
    expect(placeToasts(viewport, toasts, [underTopRight], options)?.corner).toBe('top-left');
    const underBothTops = [underTopRight, box(40, 140)];
    expect(placeToasts(viewport, toasts, underBothTops, options)?.corner).toBe('bottom-right');
  });

  it('takes the highest band between controls when every corner would cover one (a phone)', () => {
    const phone = { width: 375, height: 740 };
    const wide = { width: 343, height: 56 };
    const corners = [box(0, 140, 375, 44), box(0, 700, 375, 40)];
    // A button at 200–240, a field at 260–300: 240–260 is too low for the toasts, from 300 it is free (they
    // keep half a margin below the field, for its focus outline).
    const middle = [box(16, 200, 343, 40), box(16, 260, 343, 40)];
    expect(placeToasts(phone, wide, [...corners, ...middle], options)).toEqual({
      corner: 'between',
      top: 308,
      left: 16,
    });
  });

  it('stays where it is while that covers nothing, even when a higher place frees up (no jump on scroll)', () => {
    const phone = { width: 375, height: 740 };
    const wide = { width: 343, height: 56 };
    const current = { corner: 'between' as const, top: 400, left: 16 };
    const under = [box(0, 140, 375, 44), box(0, 700, 375, 40)];
    expect(placeToasts(phone, wide, under, { ...options, current })).toEqual(current);
    // A control scrolled under it: it moves.
    expect(
      placeToasts(phone, wide, [...under, box(16, 420, 343, 40)], { ...options, current })?.top,
    ).not.toBe(400);
  });

  it('gives up when every corner and every band would cover a control, so the page shows them in its flow', () => {
    const everywhere = [box(1100, 150), box(40, 140), box(1100, 730), box(40, 730)];
    const rows = Array.from({ length: 12 }, (_, row) => box(0, 120 + row * 56, 1280, 56));
    expect(placeToasts(viewport, toasts, [...everywhere, ...rows], options)).toBeNull();
  });

  it('gives up on a screen too small for them', () => {
    expect(placeToasts({ width: 300, height: 180 }, toasts, [], options)).toBeNull();
  });

  it('counts touching edges as free, overlapping by one pixel as covered', () => {
    const justBelow = box(964, 196, 300, 40);
    expect(placeToasts(viewport, toasts, [justBelow], options)?.corner).toBe('top-right');
    const onePixelIn = box(964, 195, 300, 40);
    expect(placeToasts(viewport, toasts, [onePixelIn], options)?.corner).toBe('top-left');
  });
});
