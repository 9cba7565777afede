import { ApiError, describeApiError, type MessageText } from '@museum/shared';

/**
 * Why a payment could not be opened, for the visitor. A 429 is the API's bound on payments opened from one
 * connection (api/README.md "Anonymous writes"): said as such, not as the login's "too many attempts".
 */
export function paymentFailure(error: unknown): MessageText {
  if (error instanceof ApiError && error.status === 429) return { key: 'checkout:payment.tooManyPayments' };
  return describeApiError(error);
}
