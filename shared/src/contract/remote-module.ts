import type { RouteObject } from 'react-router';
import { LANGUAGES, type Language } from '../i18n/languages';

/** Federation names of the five remotes (DESIGN §1). */
export const REMOTE_NAMES = ['mf_tickets', 'mf_tours', 'mf_shop', 'mf_checkout', 'mf_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** What a route carries in `handle`: the shell builds the page title and the guard state from it. */
export interface RouteHandle {
  /** i18n key, with namespace (`tickets:title.list`), of the page title. */
  titleKey: string;
  /** SPEC §2 "Secondary pages": account and confirmation pages. */
  secondary?: boolean;
  /** Route name of SPEC §2, for the route guard (SPEC §4). */
  routeName?: string;
}

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;

/**
 * The default export of every remote's exposed `./routes` module (DESIGN §2).
 * Route paths are relative to the language prefix.
 */
export interface RemoteModule {
  name: RemoteName;
  /** Semver of the remote build, shown in diagnostics so an operator sees which build is live. */
  version: string;
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
