import { useEffect, useEffectEvent } from 'react';

/**
 * Runs `onBack` when the browser shows this page again from its back/forward cache: the visitor left for the
 * payment provider and pressed Back. The page comes back exactly as it was left, "Taking you to the payment
 * page…" included, and no render or effect runs, so a page that stays busy while it leaves must end that here;
 * otherwise every later press of "Pay" is ignored.
 */
export function useBackFromPaymentPage(onBack: () => void): void {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
}
