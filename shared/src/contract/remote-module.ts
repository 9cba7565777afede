import type { RouteObject } from 'react-router';
import { LANGUAGES, type Language } from '../i18n/languages';
import { isSecondaryRoute, ROUTE_PATHS, type RouteName } from '../routes/route-table';

import type { RemoteName } from './remote-names';

export { isRemoteName, REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * The version of this singleton's public surface, the contract remotes build against (docs/architecture.md
 * "Compatibility"): additive changes raise the minor, anything else the major. It is the version of
 * `@museum/shared` in its package.json (a unit test keeps the two equal).
 */
export const SHARED_CONTRACT_VERSION = '1.5.0';

/** What a route carries in `handle`: the shell builds the page title and the guard state from it. */
export interface RouteHandle {
  /** i18n key, with namespace (`tickets:titles.list`), of the page title. */
  titleKey: string;
  /** Route name of SPEC §2 (route table), for the route guard (SPEC §4). */
  routeName?: RouteName;
  /** SPEC §2 "Secondary pages": account and confirmation pages. */
  secondary?: boolean;
}

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;

/**
 * The default export of every remote's exposed `./routes` module (DESIGN §2).
 * Route paths are relative to the language prefix, except those the route table marks unprefixed
 * (`logout`), which the shell mounts at the root.
 */
export interface RemoteModule {
  name: RemoteName;
  /** Semver of the remote build, shown in diagnostics so an operator sees which build is live. */
  version: string;
  /**
   * The `@museum/shared` contract range this build needs (`^1.5.0`). Written in at build time
   * (`import.meta.env.MUSEUM_SHARED_CONTRACT`), never read from the singleton: the shell's copy of the
   * singleton is the one that runs, and it cannot speak for the remote.
   */
  sharedContract: string;
  /** The remote's own i18n namespace. */
  namespace: string;
  /** One loader per language, so only the current language's texts are downloaded. */
  catalogues: Record<Language, CatalogueLoader>;
  routes: RouteObject[];
}

/** Identity function that makes a remote's module type-checked against the contract. */
export function defineRemote(module: RemoteModule): RemoteModule {
  return module;
}

/** A page's code as a function (`() => import('…/route')`): the shell wraps it to wait for the remote's texts. */
export type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/**
 * A remote's route for a named screen of the route table: its path and route name come from the table, so a
 * path is written once (`screenRoute('ticket', { titleKey: 'tickets:titles.event', lazy })`).
 */
export function screenRoute(name: RouteName, route: { titleKey: string; lazy: LazyRoute }): RouteObject {
  const handle: RouteHandle = { titleKey: route.titleKey, routeName: name };
  if (isSecondaryRoute(name)) handle.secondary = true;
  return { path: ROUTE_PATHS[name], lazy: route.lazy, handle };
}

/** The route name a remote's route declares in its handle, if any. */
export function routeNameOfRoute(route: RouteObject): RouteName | undefined {
  return (route.handle as RouteHandle | undefined)?.routeName;
}

/**
 * One loader per language from one import function, e.g.
 * `languageCatalogues((language) => import(`../locales/${language}.json`))`: the bundler makes a chunk per
 * language file, and only the current language's is downloaded.
 */
export function languageCatalogues(
  load: (language: Language) => ReturnType<CatalogueLoader>,
): Record<Language, CatalogueLoader> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, () => load(language)])) as Record<
    Language,
    CatalogueLoader
  >;
}
