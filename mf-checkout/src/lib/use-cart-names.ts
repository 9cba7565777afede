import { useCartStore, useLanguage } from '@museum/shared';
import { linesToRename, nameSourceKey, nameSources, renameCartLine } from '@museum/shared/domain';
import { useEffect } from 'react';
import { getCartNames } from '../api/get-cart-names';

/**
 * The basket in the page's language: lines added in another language (before a language switch) are renamed
 * from the catalogues, asked once per visit of the page and only for those lines (checkout/cart-names).
 */
export function useCartNamesInLanguage(): void {
  const language = useLanguage();
  // What must be asked, as one string: the effect runs again only when that changes.
  const wanted = useCartStore((state) =>
    nameSources(linesToRename(state.form, language)).map(nameSourceKey).join('|'),
  );

  useEffect(() => {
    if (wanted === '') return;
    const controller = new AbortController();
    const sources = nameSources(linesToRename(useCartStore.getState().form, language));
    void getCartNames(sources, controller.signal).then(({ names, answered }) => {
      if (!controller.signal.aborted)
        useCartStore
          .getState()
          .renameLines(language, (line) => renameCartLine(line, names, answered, language));
    });
    return () => controller.abort();
  }, [wanted, language]);
}
