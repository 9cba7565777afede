import { ApiError, isApiFailure, useConfigStore, useSessionStore } from '@museum/shared';
import { loadPaymentTypes } from '@museum/shared/api';
import type { Customer, OrderReview } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getOrderCustomer } from './api/get-order-customer';
import { getOrderReview } from './api/get-order-review';

export type OrderReviewData =
  | {
      status: 'available';
      order: OrderReview;
      paymentTypesFailed: boolean;
      /** Who the order is made out to (customer/fromOrder), for a visitor who is not signed in; else null. */
      customer: Customer | null;
    }
  /** SPEC §4 "Order review: notAvailable on 406" (paid, cancelled or unknown). */
  | { status: 'notAvailable'; id: string }
  | { status: 'failed' };

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** SPEC §2 `/…/order-review/{id}`: the order, or its not-available state; the payment types to pay it. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<OrderReviewData> {
  const id = params.id ?? '';
  if (!ORDER_ID.test(id)) return { status: 'notAvailable', id: id.slice(0, 64) };
  try {
    // Asked only where the offer can be made: not signed in, and the museum takes guests.
    const offer =
      useSessionStore.getState().jwt === null && useConfigStore.getState().derived.hasGuestRegistration;
    const [order, paymentTypesFailed, customer] = await Promise.all([
      getOrderReview(id, request.signal),
      loadPaymentTypes().then(
        () => false,
        () => true,
      ),
      // Only an offer: without it the visitor signs in as before.
      offer ? getOrderCustomer(id, request.signal).catch(() => null) : null,
    ]);
    return { status: 'available', order, paymentTypesFailed, customer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 406) return { status: 'notAvailable', id };
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
