import { type PaymentReturn, readPaymentReturn } from '@museum/shared/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The payment reference the provider sent back (`cartId`, `us`, `sessionUs`, `status`). It is moved at once
 * from the address into the page's history entry: the payment secret does not stay in the address bar, a
 * bookmark or a shared link, and a reload still finds it.
 */
export function usePaymentReturn(): PaymentReturn | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = location.search ? readPaymentReturn(new URLSearchParams(location.search)) : null;
  const saved = (location.state as { payment?: Record<string, unknown> } | null)?.payment;
  const fromState = saved ? readPaymentReturn(saved) : null;

  useEffect(() => {
    if (fromAddress)
      navigate(
        { pathname: location.pathname, search: '' },
        { replace: true, state: { payment: fromAddress } },
      );
  }, [fromAddress, location.pathname, navigate]);

  return fromAddress ?? fromState;
}
