// react-i18next publishes types for its entry only; its modules carry the same declarations.
declare module 'museum-react-i18next-lib/context.js' {
  export { I18nContext } from 'react-i18next';
}
declare module 'museum-react-i18next-lib/I18nextProvider.js' {
  export { I18nextProvider } from 'react-i18next';
}
declare module 'museum-react-i18next-lib/initReactI18next.js' {
  export { initReactI18next } from 'react-i18next';
}
declare module 'museum-react-i18next-lib/Trans.js' {
  export { Trans } from 'react-i18next';
}
declare module 'museum-react-i18next-lib/useTranslation.js' {
  export { useTranslation } from 'react-i18next';
}
