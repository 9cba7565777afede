// The parts of react-i18next the shop uses, shared as the `react-i18next` singleton (see react-router.ts for
// why a shared module should carry only what is used, and why the package's modules are imported by path).
// client-entries.test.ts keeps this list complete.
export { I18nContext } from 'museum-react-i18next-lib/context.js';
export { I18nextProvider } from 'museum-react-i18next-lib/I18nextProvider.js';
export { initReactI18next } from 'museum-react-i18next-lib/initReactI18next.js';
export { Trans } from 'museum-react-i18next-lib/Trans.js';
export { useTranslation } from 'museum-react-i18next-lib/useTranslation.js';
