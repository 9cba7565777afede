import { apiRequest } from '@museum/shared';
import { type OrderReview, orderReviewSchema } from '@museum/shared/wire';

/** GET order/review?id= (SPEC §7): an open museum order, or 406 when it is not available (paid, unknown). */
export function getOrderReview(id: string, signal?: AbortSignal): Promise<OrderReview> {
  return apiRequest('get', 'order/review', {
    query: { id },
    data: orderReviewSchema,
    handles: [406],
    signal,
  });
}
