import { href, type RouteName, useLanguage, useRouteGuardStore } from '@museum/shared';
import { targetAfterSignIn } from '@museum/shared/domain';
import { useSearchParams } from 'react-router';

/**
 * SPEC §4: where a visitor goes once signed in — the route guard's redirection target (checkout), else the
 * page the sign-in link came from (`returnTo`), else `fallback`. `take()` consumes the redirection (after a
 * login); `peek()` only reads it (a success page's "Continue" link).
 */
export function useSignInTarget(fallback: RouteName = 'home') {
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const redirection = useRouteGuardStore((state) => state.redirectTo);
  const target = (stored: string | null) =>
    targetAfterSignIn({
      redirection: stored,
      returnTo: searchParams.get('returnTo'),
      fallback: href(fallback, {}, language),
      origin: window.location.origin,
    });
  return {
    take: () => target(useRouteGuardStore.getState().takeRedirection()),
    peek: () => target(redirection),
    /** The `returnTo` to hand on to the next sign-in page (login → register keeps where the visitor came from). */
    returnTo: searchParams.get('returnTo'),
  };
}
