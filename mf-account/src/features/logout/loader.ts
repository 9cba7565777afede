import { useMessageStore } from '@museum/shared';
import { isLoggedInOnlyPath, safeReturnTo } from '@museum/shared/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { logout } from './api/logout';

/**
 * SPEC §4: logging out clears the token, the customer and the logged-in state. With a `returnTo` (the header's
 * account menu sends the current page) the visitor goes back there, told by a toast; else this page says so.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  await logout();
  const url = new URL(request.url);
  const target = safeReturnTo(url.searchParams.get('returnTo'), url.origin);
  if (target && !isLoggedInOnlyPath(target)) {
    useMessageStore.getState().showToast({ key: 'account:toasts.AUTH_LOGOUT_SUCCESS' });
    throw redirect(target);
  }
  return null;
}
