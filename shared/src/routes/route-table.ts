import type { RemoteName } from '../contract/remote-names';
import type { Language } from '../i18n/languages';

/** Who shows a screen: the shell itself or one remote. */
export type RouteOwner = RemoteName | 'shell';

interface RouteFact {
  /** Path relative to the language prefix (or to `/` when `unprefixed`). */
  path: string;
  owner: RouteOwner;
  /** SPEC §2: "All routes except logout sit under an optional language prefix". */
  unprefixed?: true;
  /** SPEC §2 "Secondary pages": account and confirmation pages. */
  secondary?: true;
}

/**
 * SPEC §2, the one source of route facts: every screen's name, path and owner. The shell's ownership table,
 * each remote's route paths and the typed links all derive from here, so adding a screen is one line.
 * Names are the spec's route names where it gives one.
 */
export const ROUTES = {
  home: { path: '', owner: 'shell' },
  logout: { path: 'logout', owner: 'mf_account', unprefixed: true },
  merchandise: { path: 'merchandise', owner: 'mf_shop' },
  merchandiseCategory: { path: 'merchandise/:category', owner: 'mf_shop' },
  passes: { path: 'passes', owner: 'mf_shop' },
  pass: { path: 'passes/:id', owner: 'mf_shop' },
  vouchers: { path: 'vouchers', owner: 'mf_shop' },
  voucher: { path: 'vouchers/:id', owner: 'mf_shop' },
  product: { path: 'product/:id', owner: 'mf_shop' },
  tickets: { path: 'tickets', owner: 'mf_tickets' },
  ticket: { path: 'tickets/:id', owner: 'mf_tickets' },
  guidedTours: { path: 'guided-tours', owner: 'mf_tours' },
  guidedTour: { path: 'guided-tours/:id', owner: 'mf_tours' },
  login: { path: 'login', owner: 'mf_account', secondary: true },
  register: { path: 'register', owner: 'mf_account', secondary: true },
  registerSuccess: { path: 'register/success', owner: 'mf_account', secondary: true },
  guestRegister: { path: 'register-guest', owner: 'mf_account', secondary: true },
  forgotPassword: { path: 'forgot-password', owner: 'mf_account', secondary: true },
  forgotPasswordSuccess: { path: 'password-reset-success', owner: 'mf_account', secondary: true },
  recoverAccount: { path: 'recover/:guid', owner: 'mf_account', secondary: true },
  // SPEC §2 names this screen both recoverSuccess and recoverPasswordSuccess (recovered, logged in).
  recoverSuccess: { path: 'recover-success', owner: 'mf_account', secondary: true },
  settings: { path: 'settings', owner: 'mf_account', secondary: true },
  checkout: { path: 'checkout', owner: 'mf_checkout' },
  checkoutAccepted: { path: 'checkout/accepted', owner: 'mf_checkout' },
  checkoutCanceled: { path: 'checkout/canceled', owner: 'mf_checkout' },
  checkoutSuccess: { path: 'checkout/success', owner: 'mf_checkout', secondary: true },
  checkoutFailed: { path: 'checkout/failed', owner: 'mf_checkout' },
  orderReview: { path: 'order-review/:id', owner: 'mf_checkout' },
  shippingPage: { path: 'page/shipping', owner: 'shell' },
  page: { path: 'page/:id', owner: 'shell' },
} as const satisfies Record<string, RouteFact>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(ROUTES, value);
}

/** Every screen's path, relative to the language prefix (`logout`: relative to `/`). */
export const ROUTE_PATHS = Object.fromEntries(ROUTE_NAMES.map((name) => [name, ROUTES[name].path])) as {
  readonly [Name in RouteName]: (typeof ROUTES)[Name]['path'];
};

const fact = (name: RouteName): RouteFact => ROUTES[name];

export function isUnprefixedRoute(name: RouteName): boolean {
  return fact(name).unprefixed === true;
}

export function isSecondaryRoute(name: RouteName): boolean {
  return fact(name).secondary === true;
}

/** The route names a remote shows, in table order. */
export function routesOf(owner: RouteOwner): RouteName[] {
  return ROUTE_NAMES.filter((name) => fact(name).owner === owner);
}

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0] ?? '';

/**
 * Which remote owns which first path segment below the language prefix (derived: `tickets` → mf_tickets).
 * Unprefixed routes are not in it: they sit outside the language prefix.
 */
export const REMOTE_SEGMENTS = (() => {
  const segments = {} as Record<RemoteName, string[]>;
  for (const name of ROUTE_NAMES) {
    const { owner, path } = fact(name);
    if (owner === 'shell' || fact(name).unprefixed) continue;
    const list = segments[owner] ?? [];
    const segment = firstSegment(path);
    if (!list.includes(segment)) segments[owner] = [...list, segment];
  }
  return segments as Readonly<Record<RemoteName, readonly string[]>>;
})();

const OWNER_BY_SEGMENT = new Map<string, RemoteName>(
  Object.entries(REMOTE_SEGMENTS).flatMap(([remote, segments]) =>
    segments.map((segment) => [segment, remote as RemoteName] as const),
  ),
);

/** The remote that owns a path below the language prefix (`tickets/12` → mf_tickets), or null for the shell. */
export function remoteForPath(pathBelowLanguage: string): RemoteName | null {
  return OWNER_BY_SEGMENT.get(firstSegment(pathBelowLanguage)) ?? null;
}

/** The remote that owns an unprefixed path (`/logout` → mf_account), or null. */
export function remoteForUnprefixedPath(path: string): RemoteName | null {
  const segment = firstSegment(path);
  const name = ROUTE_NAMES.find(
    (candidate) => fact(candidate).unprefixed && fact(candidate).path === segment,
  );
  const owner = name ? fact(name).owner : 'shell';
  return owner === 'shell' ? null : owner;
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
  if (isUnprefixedRoute(name)) return `/${path}`;
  return path === '' ? `/${language}/` : `/${language}/${path}`;
}
