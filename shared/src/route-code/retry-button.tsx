import { Button } from '@museum/shared';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';

/** How long after the retry its new content may take to replace the failure (a lazy widget, a day's times). */
const FOCUS_WAIT_MS = 1000;
const FOCUS_STEP_MS = 50;

/**
 * "Try again" of data that could not be loaded (SPEC §8): `onRetry` asks again for a part of the page (a day's
 * times), without it the route's loaders run again. When that succeeds, the content replaces the failure and
 * this button with it, which would drop a keyboard or screen-reader visitor's focus on the body (WCAG 2.4.3):
 * see `keepFocusOnPage`. A failure again keeps the button, and with it the focus.
 */
export function RetryButton({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const revalidator = useRevalidator();
  const retry = (button: HTMLButtonElement) => {
    if (onRetry) {
      onRetry();
      keepFocusOnPage(button);
    } else {
      keepFocusOnPage(button, revalidator.revalidate());
    }
  };
  return (
    <Button variant="secondary" onClick={(event) => retry(event.currentTarget)}>
      {children}
    </Button>
  );
}

/**
 * Once `control` (a button that goes away with what it does) has left the page and focus fell to the body,
 * focus goes to the focusable heading (`tabIndex` -1) the control was under: the step's heading where it has
 * one, else the page's. The visitor goes on reading where the new content is. Checked for a while (after
 * `after`, the loaders, if given), since React renders the new content a little after the click or the loaders.
 */
export function keepFocusOnPage(control: HTMLElement, after?: Promise<unknown>): void {
  // Decided at the press, while the control is in the page: whether the focus is elsewhere (then it is left
  // alone; a browser that does not focus what is clicked, or VoiceOver's double tap, leaves it on the body),
  // and which heading the control was under.
  const active = document.activeElement;
  if (active !== control && active !== null && active !== document.body) return;
  const heading = headingBefore(control);
  if (after) {
    void after.then(() => watch(control, heading));
    return;
  }
  watch(control, heading);
}

function watch(control: HTMLElement, heading: HTMLElement | null): void {
  const started = Date.now();
  const step = () => {
    // The page may be gone before the wait ends (a test's document is torn down after it): nothing to focus.
    if (typeof document === 'undefined') return;
    const waited = Date.now() - started >= FOCUS_WAIT_MS;
    if (!control.isConnected) {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      // The step's heading, or the one that replaced it under the same id (the step rendered anew).
      const stepHeading = heading?.isConnected
        ? heading
        : heading?.id
          ? document.getElementById(heading.id)
          : null;
      const target =
        stepHeading ??
        document.querySelector<HTMLElement>('main [data-page-title]') ??
        (waited ? document.getElementById('main') : null);
      if (target) {
        target.focus({ preventScroll: true });
        return;
      }
    }
    if (!waited) setTimeout(step, FOCUS_STEP_MS);
  };
  step();
}

/** The last focusable heading before `control` in the page's order, if any. */
function headingBefore(control: HTMLElement): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (const heading of document.querySelectorAll<HTMLElement>(':is(h1, h2, h3)[tabindex="-1"]')) {
    if (!(heading.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    found = heading;
  }
  return found;
}
