/** A box on the screen, in CSS pixels of the viewport (as getBoundingClientRect gives it). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A corner of the free area, or `between`: a band between controls (a phone has no free corner). */
export type ToastCorner = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' | 'between';

export interface ToastPlacement {
  corner: ToastCorner;
  top: number;
  left: number;
}

/** SPEC §9 "toast position top-right" first; the other corners only when it would hide a control. */
const CORNERS = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * Where the toasts may float without covering a control (a link, button or field the visitor can see): the
 * first corner of the free area (below the sticky header, inside the viewport, `margin` from its edges) where
 * a box of the toasts' size touches none of `controls`; else, as on a phone where the toasts are as wide as
 * the screen, the highest place right below a control (or the header) where they touch none. Floating, they
 * move nothing on the page. Null when no such place exists (a screen full of controls): the toasts are then
 * shown in the page flow, where they cover nothing.
 */
export function placeToasts(
  viewport: { width: number; height: number },
  toasts: { width: number; height: number },
  controls: readonly Box[],
  options: { headerBottom: number; margin: number; current?: ToastPlacement | null },
): ToastPlacement | null {
  const { headerBottom, margin, current } = options;
  const top = Math.max(0, headerBottom) + margin;
  const bottom = viewport.height - margin - toasts.height;
  const right = viewport.width - margin - toasts.width;
  if (bottom < top || right < margin) return null;
  const free = (at: { top: number; left: number }) =>
    !controls.some((control) => overlaps({ ...at, width: toasts.width, height: toasts.height }, control));
  // Where they are, while that still covers nothing: re-placed on every scroll frame, a band would follow the
  // content and jump (a fixed element moved by script is a layout shift).
  if (
    current &&
    current.top >= top &&
    current.top <= bottom &&
    current.left >= margin &&
    current.left <= right &&
    free(current)
  )
    return current;
  for (const corner of CORNERS) {
    const at = {
      top: corner.startsWith('top') ? top : bottom,
      left: corner.endsWith('right') ? right : margin,
    };
    if (free(at)) return { corner, ...at };
  }
  // A free band starts at the top of the free area or half a margin below a control (its focus outline stays
  // in sight); the controls are the visible ones (bounded by the caller), so this stays a small square.
  const starts = [top, ...controls.map((control) => control.top + control.height + margin / 2)]
    .filter((start) => start >= top && start <= bottom)
    .sort((a, b) => a - b);
  const band = starts.find((start) => free({ top: start, left: right }));
  return band === undefined ? null : { corner: 'between', top: band, left: right };
}
