// The parts of react-i18next the shop uses, shared as the `react-i18next` singleton (see react-router.ts for
// why a shared module should carry only what is used, and why the package's modules are imported by path).
// client-entries.test.ts keeps this list complete. `Trans` (with its markup parser), `I18nextProvider` and
// `I18nContext` are left out while no package uses them: `Trans` alone is 4.7 kB gzip on every page.
export { initReactI18next } from 'museum-react-i18next-lib/initReactI18next.js';
export { useTranslation } from 'museum-react-i18next-lib/useTranslation.js';
