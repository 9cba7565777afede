import type { IdName, Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { loadCategoryArticles } from '../../lib/category-articles';

export type MerchandiseListData =
  | { status: 'ready'; categories: IdName[]; category: IdName | null; articles: Merchandise[] }
  | { status: 'failed' };

/**
 * SPEC §2 `/…/merchandise` and `/…/merchandise/{category}`: the categories (merchandise/attr) and the articles of
 * the shop or of one category, sorted by sequence_no (SPEC §9). A category the museum does not have is not found,
 * so a shared link to a category that is gone says so.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<MerchandiseListData> {
  const list = await loadCategoryArticles(params.category, undefined, request.signal);
  return list ? { status: 'ready', ...list } : { status: 'failed' };
}
