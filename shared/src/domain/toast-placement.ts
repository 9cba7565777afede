/** A box on the screen, in CSS pixels of the viewport (as getBoundingClientRect gives it). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type ToastCorner = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

export interface ToastPlacement {
  corner: ToastCorner;
  top: number;
  left: number;
}

/** SPEC §9 "toast position top-right" first; the other corners only when it would hide a control. */
const CORNERS: readonly ToastCorner[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];

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
 * a box of the toasts' size touches none of `controls`. Null when every corner would cover one: the toasts
 * are then shown in the page flow, where they cover nothing.
 */
export function placeToasts(
  viewport: { width: number; height: number },
  toasts: { width: number; height: number },
  controls: readonly Box[],
  options: { headerBottom: number; margin: number },
): ToastPlacement | null {
  const { headerBottom, margin } = options;
  const top = Math.max(0, headerBottom) + margin;
  const bottom = viewport.height - margin - toasts.height;
  const right = viewport.width - margin - toasts.width;
  if (bottom < top || right < margin) return null;
  for (const corner of CORNERS) {
    const box: Box = {
      top: corner.startsWith('top') ? top : bottom,
      left: corner.endsWith('right') ? right : margin,
      width: toasts.width,
      height: toasts.height,
    };
    if (!controls.some((control) => overlaps(box, control))) return { corner, top: box.top, left: box.left };
  }
  return null;
}
