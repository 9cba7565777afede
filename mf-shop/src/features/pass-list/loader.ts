import { ANNUAL_PASS_KIND, type IdName, type Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { loadCategoryArticles } from '../../lib/category-articles';

export type PassListData =
  | { status: 'ready'; categories: IdName[]; category: IdName | null; passes: Merchandise[] }
  | { status: 'failed' };

/**
 * SPEC §2 `/…/passes` (the merchandise list screen for product kind 13): the pass categories
 * (merchandise/attr?product_kind=13) and the passes of all or of one (`?category=`), sorted by sequence_no
 * (SPEC §9). A category the museum does not have is not found, as on the merchandise list.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<PassListData> {
  const param = new URL(request.url).searchParams.get('category') ?? undefined;
  const list = await loadCategoryArticles(param, ANNUAL_PASS_KIND, request.signal);
  if (!list) return { status: 'failed' };
  return { status: 'ready', categories: list.categories, category: list.category, passes: list.articles };
}
