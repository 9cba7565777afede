import { ROUTE_PATHS, useMessageStore } from '@museum/shared';
import { safeReturnTo } from '@museum/shared/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { logout } from './api/logout';

/** Pages that only make sense while logged in: after logout the visitor is not sent back there. */
const LOGGED_IN_ONLY = new RegExp(`^/[a-z]{2}/${ROUTE_PATHS.settings}(?:[/?#]|$)`);

/**
 * SPEC §4: logging out clears the token, the customer and the logged-in state. With a `returnTo` (the header's
 * account menu sends the current page) the visitor goes back there, told by a toast; else this page says so.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  await logout();
  const url = new URL(request.url);
  const target = safeReturnTo(url.searchParams.get('returnTo'), url.origin);
  if (target && !LOGGED_IN_ONLY.test(target)) {
    useMessageStore.getState().showToast({ key: 'account:toasts.AUTH_LOGOUT_SUCCESS' });
    throw redirect(target);
  }
  return null;
}
