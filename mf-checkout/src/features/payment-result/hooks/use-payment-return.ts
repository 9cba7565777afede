import { type PaymentReturn, readPaymentReturn } from '@museum/shared/domain';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The payment reference the provider sent back (`cartId`, `us`, `sessionUs`, `status`). It is moved at once
 * from the address into the page's history entry: the payment secret does not stay in the address bar, a
 * bookmark or a shared link, and a reload still finds it. The same reference is the same object from render
 * to render, so effects keyed on it run once.
 */
export function usePaymentReturn(): PaymentReturn | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = useMemo(
    () => (location.search ? readPaymentReturn(new URLSearchParams(location.search)) : null),
    [location.search],
  );
  const saved = (location.state as { payment?: Record<string, unknown> } | null)?.payment;
  const fromState = useMemo(() => (saved ? readPaymentReturn(saved) : null), [saved]);
  const reference = fromAddress ?? fromState;
  const key = reference ? `${reference.cartId}|${reference.us}|${reference.sessionUs}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the reference; a new object with the same key is the same payment.
  const stable = useMemo(() => reference, [key]);

  useEffect(() => {
    if (fromAddress)
      navigate(
        { pathname: location.pathname, search: '' },
        { replace: true, state: { payment: fromAddress } },
      );
  }, [fromAddress, location.pathname, navigate]);

  return stable;
}
