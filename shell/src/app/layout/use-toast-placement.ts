import { type Box, placeToasts, type ToastPlacement } from '@museum/shared/domain';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** What a visitor can operate: the toasts must not lie on any of these. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), ' +
  '[role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="gridcell"]';
/** Bounds the work per placement on a very long page; controls beyond the viewport are skipped anyway. */
const MAX_CONTROLS = 2000;
const MARGIN_PX = 16;

function visibleControls(toasts: HTMLElement): Box[] {
  const boxes: Box[] = [];
  const elements = document.querySelectorAll<HTMLElement>(CONTROLS);
  const count = Math.min(elements.length, MAX_CONTROLS);
  for (let index = 0; index < count; index++) {
    const element = elements[index];
    if (!element || toasts.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    const onScreen =
      rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
    if (rect.width > 0 && rect.height > 0 && onScreen)
      boxes.push({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
  }
  return boxes;
}

export type ToastPosition =
  | { placement: ToastPlacement }
  | { placement: 'flow' }
  | { placement: 'measuring' };

/**
 * Floats the toasts where they cover no control (SPEC §9: top right by default, below the sticky header) and
 * keeps them there while the visitor scrolls or resizes; when no corner is free they go into the page flow.
 * Measured before they are seen (the list is transparent until placed), so they never appear on top of a
 * control first.
 */
export function useToastPlacement(list: RefObject<HTMLElement | null>, count: number): ToastPosition {
  const [position, setPosition] = useState<ToastPosition>({ placement: 'measuring' });

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || count === 0) {
      setPosition({ placement: 'measuring' });
      return;
    }
    let frame = 0;
    let current: ToastPlacement | null = null;
    const place = () => {
      frame = 0;
      const header = document.querySelector('[data-site-header]');
      const size = element.getBoundingClientRect();
      const placement = placeToasts(
        { width: window.innerWidth, height: window.innerHeight },
        { width: size.width, height: size.height },
        visibleControls(element),
        { headerBottom: header?.getBoundingClientRect().bottom ?? 0, margin: MARGIN_PX, current },
      );
      current = placement;
      // The same place again (most frames of a scroll): no new state, so the list does not render again.
      setPosition((now) => {
        const was = typeof now.placement === 'object' ? now.placement : null;
        if (
          placement &&
          was?.corner === placement.corner &&
          was.top === placement.top &&
          was.left === placement.left
        )
          return now;
        if (!placement && now.placement === 'flow') return now;
        return placement ? { placement } : { placement: 'flow' };
      });
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [list, count]);

  return position;
}

/**
 * The placement as a component of its own chunk (global-messages.tsx loads it with the first toast: the start
 * page's JavaScript is budgeted, issue 14). It hands each position to the list; unmounted (no toast left), the
 * next toast starts unmeasured, so transparent.
 */
export function ToastPlacer({
  list,
  count,
  onPlace,
}: {
  list: RefObject<HTMLElement | null>;
  count: number;
  onPlace: (position: ToastPosition) => void;
}): null {
  const position = useToastPlacement(list, count);
  useLayoutEffect(() => onPlace(position), [position, onPlace]);
  useLayoutEffect(() => () => onPlace({ placement: 'measuring' }), [onPlace]);
  return null;
}
