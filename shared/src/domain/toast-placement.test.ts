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

  it('gives up when every corner would cover a control, so the page shows them in its flow', () => {
    const everywhere = [box(1100, 150), box(40, 140), box(1100, 730), box(40, 730)];
    expect(placeToasts(viewport, toasts, everywhere, options)).toBeNull();
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
