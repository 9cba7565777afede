import { ApiError, isApiFailure } from '@museum/shared';
import { loadPaymentTypes } from '@museum/shared/api';
import type { OrderReview } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getOrderReview } from './api/get-order-review';

export type OrderReviewData =
  | { status: 'available'; order: OrderReview; paymentTypesFailed: boolean }
  /** SPEC §4 "Order review: notAvailable on 406" (paid, cancelled or unknown). */
  | { status: 'notAvailable'; id: string }
  | { status: 'failed' };

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** SPEC §2 `/…/order-review/{id}`: the order, or its not-available state; the payment types to pay it. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<OrderReviewData> {
  const id = params.id ?? '';
  if (!ORDER_ID.test(id)) return { status: 'notAvailable', id: id.slice(0, 64) };
  try {
    const [order, paymentTypesFailed] = await Promise.all([
      getOrderReview(id, request.signal),
      loadPaymentTypes().then(
        () => false,
        () => true,
      ),
    ]);
    return { status: 'available', order, paymentTypesFailed };
  } catch (error) {
    if (error instanceof ApiError && error.status === 406) return { status: 'notAvailable', id };
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
