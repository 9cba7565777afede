// Test helper: the browser shows a page again from its back/forward cache (the visitor pressed Back on the
// payment provider's page). happy-dom has no PageTransitionEvent with `persisted`, so the event carries it.
import { act } from '@testing-library/react';

export function backFromPaymentPage(): void {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  act(() => {
    window.dispatchEvent(event);
  });
}
