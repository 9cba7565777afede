import { create } from 'zustand';
import type { PaymentType } from '../api/wire/checkout.ts';
import type { RemoteConfig } from '../api/wire/config.ts';
import type { ShopInfo } from '../api/wire/content.ts';
import type { ShopConfig } from '../config/shop-config';
import {
  configuredLanguages,
  DEFAULT_CLIENT_OPTIONS,
  type DerivedConfig,
  deriveConfig,
  type NavigationItem,
  navigationItems,
  siteNameIn,
} from '../domain/derived-config';
import type { Language } from '../i18n/languages';

interface ConfigState {
  /** Deploy-time `/shop.config.json`. */
  shop: ShopConfig | null;
  /** The museum's remote configuration (`shopinfo/config`). */
  remote: RemoteConfig | null;
  derived: DerivedConfig;
  meta: ShopInfo['meta'] | null;
  paymentTypes: PaymentType[];
  setShopConfig: (shop: ShopConfig) => void;
  setRemoteConfig: (remote: RemoteConfig) => void;
  setMeta: (meta: ShopInfo['meta']) => void;
  setPaymentTypes: (paymentTypes: PaymentType[]) => void;
}

export const useConfigStore = create<ConfigState>()((set) => ({
  shop: null,
  remote: null,
  derived: deriveConfig(null, DEFAULT_CLIENT_OPTIONS),
  meta: null,
  paymentTypes: [],
  setShopConfig: (shop) => set({ shop }),
  setRemoteConfig: (remote) => set({ remote, derived: deriveConfig(remote, DEFAULT_CLIENT_OPTIONS) }),
  setMeta: (meta) => set({ meta }),
  setPaymentTypes: (paymentTypes) => set({ paymentTypes }),
}));

type ConfigSnapshot = Pick<ConfigState, 'remote' | 'derived'>;

export const selectDerivedConfig = (state: ConfigSnapshot): DerivedConfig => state.derived;

/** Stable per remote configuration, so components selecting it do not re-render in a loop. */
const languagesCache = new WeakMap<RemoteConfig, Language[]>();
export const selectLanguages = (state: ConfigSnapshot): Language[] => {
  if (!state.remote) return configuredLanguages(null);
  let languages = languagesCache.get(state.remote);
  if (!languages) {
    languages = configuredLanguages(state.remote);
    languagesCache.set(state.remote, languages);
  }
  return languages;
};

const navigationCache = new WeakMap<RemoteConfig, Map<string, NavigationItem[]>>();
export const selectNavigation = (state: ConfigSnapshot, language: Language): NavigationItem[] => {
  if (!state.remote) return [];
  let byLanguage = navigationCache.get(state.remote);
  if (!byLanguage) {
    byLanguage = new Map();
    navigationCache.set(state.remote, byLanguage);
  }
  let items = byLanguage.get(language);
  if (!items) {
    items = navigationItems(state.remote, language);
    byLanguage.set(language, items);
  }
  return items;
};

export const selectSiteName = (state: ConfigSnapshot, language: string): string =>
  siteNameIn(state.remote, language);
