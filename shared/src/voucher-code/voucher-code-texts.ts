import { ensureNamespace, languageCatalogues } from '@museum/shared';

// Apart from the form: a page's loader loads the texts, and a loader's imports download with the remote's
// routes, where the form's styles would hold back every page's data.

/** The form's own namespace; its catalogues are chunks of whichever app bundles this entry. */
export const VOUCHER_CODE_NAMESPACE = 'voucherCode';
const catalogues = languageCatalogues((language) => import(`./locales/${language}.json`));

/**
 * The form's texts (namespace `voucherCode`): a page that shows the form loads them in its route loader, so the
 * form is there with the page and nothing moves; the form still loads them itself where a page did not.
 */
export function loadVoucherCodeTexts(): Promise<void> {
  return ensureNamespace(VOUCHER_CODE_NAMESPACE, catalogues);
}
