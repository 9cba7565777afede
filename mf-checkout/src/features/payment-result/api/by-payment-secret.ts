import { ApiError, useCustomerStore, useSessionStore } from '@museum/shared';

/** What the API answers for a token it refuses: 401 an invalid or expired one, 403 another customer's. */
const REFUSED_TOKEN: readonly number[] = [401, 403];

/**
 * A call that the payment secret (`sessionUs`) already entitles, sent with the login token so that a
 * signed-in customer's booking stays theirs. A token the API refuses (it expired while the visitor paid, or
 * belongs to someone else) must not stop it: SPEC §8's "go to login" would leave a payment that was taken
 * unbooked, and the visitor never comes back. So a refused token is asked once more without it; only that
 * second refusal is the shop's usual 401/403. `send(true, …)` sends the token with 401 and 403 among its handled
 * statuses, so a refusal comes back here and is sent again without it.
 */
export async function withTokenOrPaymentSecret<T>(
  send: (withToken: boolean, handles: readonly number[]) => Promise<T>,
  handles: readonly number[],
): Promise<T> {
  if (useSessionStore.getState().jwt === null) return send(false, handles);
  try {
    return await send(true, [...handles, ...REFUSED_TOKEN]);
  } catch (error) {
    if (!(error instanceof ApiError) || !REFUSED_TOKEN.includes(error.status)) throw error;
    // As the client does with any 401: the header no longer shows a sign-in the API refuses.
    if (error.status === 401) {
      useSessionStore.getState().clearJwt();
      useCustomerStore.getState().clearCustomer();
    }
    return send(false, handles);
  }
}
