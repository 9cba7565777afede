import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, type CatalogueLoader, languageCatalogues } from '../contract/remote-module';
import { LANGUAGES, type Language, LOCALES } from './languages';

/** The one i18next instance of the page; shared as a singleton with every remote (DESIGN §3). */
export const i18n: I18nInstance = i18next.createInstance();

export const COMMON_NAMESPACE = 'common';
/** The messages for the API's error codes (wire `ApiErrorCode`): loaded with the first remote, not at boot. */
export const API_ERRORS_NAMESPACE = 'apiErrors';

const namespaceLoaders = new Map<string, Record<Language, CatalogueLoader>>([
  [COMMON_NAMESPACE, languageCatalogues((language) => import(`./locales/${language}.json`))],
  [API_ERRORS_NAMESPACE, languageCatalogues((language) => import(`./api-errors/${language}.json`))],
]);
/** Namespaces in use on this page, so a language change can load each of them in the new language. */
const activeNamespaces = new Set<string>([COMMON_NAMESPACE]);

/** Text overrides chosen at build time (SPEC §1 customisation hook), per language and namespace. */
export type TextOverrides = Partial<Record<Language, Record<string, Catalogue>>>;
let textOverrides: TextOverrides = {};

export function setTextOverrides(overrides: TextOverrides): void {
  textOverrides = overrides;
}

async function loadCatalogue(loader: CatalogueLoader): Promise<Catalogue> {
  const loaded = await loader();
  return 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as Catalogue) : loaded;
}

/** Namespaces on their way, by language and namespace (`en:tickets`). */
const pendingLoads = new Map<string, Promise<void>>();

/**
 * Makes a namespace's texts of the current language available. Only the current language is downloaded:
 * switching language reloads the page (SPEC §1).
 */
export function ensureNamespace(
  namespace: string,
  catalogues?: Record<Language, CatalogueLoader>,
): Promise<void> {
  if (catalogues) namespaceLoaders.set(namespace, catalogues);
  activeNamespaces.add(namespace);
  const language = currentLanguage();
  if (i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  // The shell starts a remote's texts when it patches the remote in, and each page's `lazy` waits for them:
  // one load per namespace and language, the later callers wait for the same one. A failed load is forgotten,
  // so the next caller ("Try again") loads anew.
  const key = `${language}:${namespace}`;
  const pending = pendingLoads.get(key);
  if (pending) return pending;
  const load = loadNamespace(namespace, language).finally(() => pendingLoads.delete(key));
  pendingLoads.set(key, load);
  return load;
}

async function loadNamespace(namespace: string, language: Language): Promise<void> {
  const loader = namespaceLoaders.get(namespace)?.[language];
  if (!loader) throw new Error(`No ${language} texts for namespace ${namespace}`);
  const catalogue = await loadCatalogue(loader);
  i18n.addResourceBundle(language, namespace, catalogue, true, true);
  const override = textOverrides[language]?.[namespace];
  if (override) i18n.addResourceBundle(language, namespace, override, true, true);
}

/**
 * The texts a remote's pages need before they show: its own namespace and the API's error messages (every
 * remote talks to the API). The shell, a remote's standalone frame and the test kit all load them this way.
 */
export async function ensureRemoteTexts(module: {
  namespace: string;
  catalogues: Record<Language, CatalogueLoader>;
}): Promise<void> {
  await Promise.all([
    ensureNamespace(module.namespace, module.catalogues),
    ensureNamespace(API_ERRORS_NAMESPACE),
  ]);
}

/** Starts i18n in the given language with the `common` namespace loaded. */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Every catalogue is complete (a unit test checks it), so no fallback language has to be downloaded.
      fallbackLng: false,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  await ensureNamespace(COMMON_NAMESPACE);
  syncDocumentLanguage(language);
}

/** Switches the interface language and loads every namespace in use in the new language. */
export async function changeInterfaceLanguage(language: Language): Promise<void> {
  if (i18n.language === language) return;
  await i18n.changeLanguage(language);
  await Promise.all([...activeNamespaces].map((namespace) => ensureNamespace(namespace)));
  syncDocumentLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

function syncDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
