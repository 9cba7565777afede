import type { RemoteName } from '../contract/remote-module';
import type { Language } from '../i18n/languages';

/**
 * SPEC §2: every screen's path, relative to the language prefix. `logout` is the one path without a prefix.
 * Names are the spec's route names where it gives one.
 */
export const ROUTE_PATHS = {
  home: '',
  logout: 'logout',
  merchandise: 'merchandise',
  merchandiseCategory: 'merchandise/:category',
  passes: 'passes',
  pass: 'passes/:id',
  vouchers: 'vouchers',
  voucher: 'vouchers/:id',
  tickets: 'tickets',
  ticket: 'tickets/:id',
  guidedTours: 'guided-tours',
  guidedTour: 'guided-tours/:id',
  login: 'login',
  register: 'register',
  registerSuccess: 'register/success',
  guestRegister: 'register-guest',
  forgotPassword: 'forgot-password',
  forgotPasswordSuccess: 'password-reset-success',
  recoverAccount: 'recover/:guid',
  recoverSuccess: 'recover-success',
  // The spec names both; they are the same screen (recovery done, user logged in).
  recoverPasswordSuccess: 'recover-success',
  settings: 'settings',
  orderReview: 'order-review/:id',
  product: 'product/:id',
  checkout: 'checkout',
  checkoutAccepted: 'checkout/accepted',
  checkoutCanceled: 'checkout/canceled',
  checkoutSuccess: 'checkout/success',
  checkoutFailed: 'checkout/failed',
  shippingPage: 'page/shipping',
  page: 'page/:id',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Paths that sit outside the language prefix (SPEC §2). */
const UNPREFIXED: ReadonlySet<RouteName> = new Set<RouteName>(['logout']);

/** Which remote owns which first path segment; everything else belongs to the shell. */
export const REMOTE_SEGMENTS: Record<RemoteName, readonly string[]> = {
  mf_tickets: ['tickets'],
  mf_tours: ['guided-tours'],
  mf_shop: ['merchandise', 'passes', 'vouchers', 'product'],
  mf_checkout: ['checkout', 'order-review'],
  mf_account: [
    'login',
    'register',
    'register-guest',
    'forgot-password',
    'password-reset-success',
    'recover',
    'recover-success',
    'settings',
    'logout',
  ],
};

const OWNER_BY_SEGMENT = new Map<string, RemoteName>(
  Object.entries(REMOTE_SEGMENTS).flatMap(([remote, segments]) =>
    segments.map((segment) => [segment, remote as RemoteName] as const),
  ),
);

/** The remote that owns a path below the language prefix (`tickets/12` → mf_tickets), or null for the shell. */
export function remoteForPath(pathBelowLanguage: string): RemoteName | null {
  const firstSegment = pathBelowLanguage.replace(/^\/+/, '').split('/')[0] ?? '';
  return OWNER_BY_SEGMENT.get(firstSegment) ?? null;
}

export type RouteParams = Record<string, string | number>;

export class MissingRouteParamError extends Error {
  readonly code = 'ROUTE_PARAM_MISSING';
  constructor(routeName: string, param: string) {
    super(`Route ${routeName} needs the parameter ${param}`);
  }
}

/**
 * A typed link to a named screen with the language prefix: `href('ticket', { id: 4 }, 'en')` → `/en/tickets/4`.
 * A missing parameter throws (SPEC §8: the router rejects unknown names and missing parameters).
 */
export function href(name: RouteName, params: RouteParams = {}, language: Language): string {
  const path = ROUTE_PATHS[name].replace(/:(\w+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new MissingRouteParamError(name, param);
    return encodeURIComponent(String(value));
  });
  if (UNPREFIXED.has(name)) return `/${path}`;
  return path === '' ? `/${language}/` : `/${language}/${path}`;
}
