import { isRecoveryToken } from './account/sign-in';

// The payment reference's secret parts (route-guard.ts keeps the whole reference, cartId too, out of the paths it
// stores). Not imported from there: that module is on the start page, and an export across chunks costs it bytes.
const PAYMENT_SECRETS = ['us', 'sessionUs'];

/**
 * Whether an address holds a secret its page has not yet moved into the history entry: the payment reference
 * (use-payment-return) or a password reset token of the API's shape (after the hash of /…/recover/link, or in
 * the path of a link mailed before); or one it keeps: a museum order's id (/…/order-review/{id}), which
 * customer/fromOrder exchanges for the customer's name and address. A tag manager reads the address for its
 * page views; it must not read these.
 */
export function addressHoldsSecret(address: { pathname: string; search: string; hash: string }): boolean {
  const query = new URLSearchParams(address.search);
  if (PAYMENT_SECRETS.some((key) => query.has(key))) return true;
  if (/^\/[a-z]{2}\/order-review\/[^/]/i.test(address.pathname)) return true;
  const recover = /^\/[a-z]{2}\/recover\/([^/]+)/.exec(address.pathname);
  // Only what has a token's shape: a page with junk there moves nothing, and would hold the container back.
  return recover !== null && [recover[1], address.hash.slice(1)].some((part) => isRecoveryToken(part));
}
