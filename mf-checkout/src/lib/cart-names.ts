import { type Language, useCartStore } from '@museum/shared';
import { linesToRename, nameSources, renameCartLine } from '@museum/shared/domain';
import { getCartNames } from '../api/get-cart-names';
import { rememberedLines, renameBasketPayments } from './payment-under-way';

/** How long the page waits for the names before it shows the basket with the names it has. */
const NAMES_DEADLINE_MS = 2500;

/**
 * Part of the checkout's and the accepted page's loaders: lines added in another language (before a language
 * switch) are renamed from the catalogues before the page first shows, so no name changes under the
 * visitor's eyes (checkout/cart-names). So are the lines of the baskets this tab has sent to a payment, which
 * the accepted page lists (payment-under-way). Nothing is asked when every line is in the page's language;
 * what fails or comes too late keeps its old names and is asked again on the next visit. Never rejects.
 */
export async function renameCartInLanguage(language: Language): Promise<void> {
  const lines = [...useCartStore.getState().form, ...rememberedLines()];
  const sources = nameSources(linesToRename(lines, language));
  if (sources.length === 0) return;
  try {
    const { names, answered } = await getCartNames(sources, AbortSignal.timeout(NAMES_DEADLINE_MS));
    const rename = (line: Parameters<typeof renameCartLine>[0]) => {
      if (line.type === 'voucherCode' || line.lang === language) return line;
      const renamed = renameCartLine(line, names, answered, language);
      // Only names may change, in the basket (the store checks this too) and in the baskets sent to payment,
      // whose amounts the accepted page shows: a line that came back as another thing is kept as it was.
      return renamed.lineId === line.lineId && renamed.type === line.type && renamed.id === line.id
        ? renamed
        : line;
    };
    useCartStore.getState().renameLines(language, rename);
    renameBasketPayments(rename);
  } catch {
    // Names are a courtesy: the basket shows with the names it was added with.
  }
}
