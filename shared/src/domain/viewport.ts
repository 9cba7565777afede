/** SPEC §9 breakpoints of the viewport classes, in CSS pixels. */
export const VIEWPORT_BREAKPOINTS = [544, 768, 992, 1200] as const;

const ABOVE: Record<(typeof VIEWPORT_BREAKPOINTS)[number], string> = {
  544: 'vp-sm',
  768: 'vp-md',
  992: 'vp-lg',
  1200: 'vp-xl',
};

/**
 * SPEC §2 "Viewport classes": `vp-xs` up to 544 px; above it the classes accumulate (`vp-sm` above 544,
 * `vp-md` above 768, `vp-lg` above 992, `vp-xl` above 1200), so `.vp-md` styles hold on every wider screen.
 */
export function viewportClasses(width: number): string[] {
  const above = VIEWPORT_BREAKPOINTS.filter((breakpoint) => width > breakpoint).map((bp) => ABOVE[bp]);
  return above.length > 0 ? above : ['vp-xs'];
}

/** All viewport class names, so the ones that no longer apply can be removed. */
export const VIEWPORT_CLASS_NAMES: readonly string[] = ['vp-xs', ...Object.values(ABOVE)];

/** SPEC §9: the header is in its scrolled state beyond this many pixels. */
export const SCROLLED_HEADER_PX = 100;
/** SPEC §9: the navigation is measured again at most this often while the window changes size. */
export const NAVIGATION_MEASURE_THROTTLE_MS = 500;
/** SPEC §9: restoring a saved scroll position is tried again this often while the shop is busy. */
export const SCROLL_RESTORE_RETRY_MS = 500;
