import { isApiFailure } from '@museum/shared';
import { merchandiseCategoryFromPath, sortBySequence } from '@museum/shared/domain';
import { ANNUAL_PASS_KIND, type IdName, type Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getMerchandise, getMerchandiseCategories } from '../../api/get-merchandise';
import { preloadFirstPictures } from '../../lib/first-pictures';
import { notFound } from '../../lib/route-id';

export type PassListData =
  | { status: 'ready'; categories: IdName[]; category: IdName | null; passes: Merchandise[] }
  | { status: 'failed' };

/**
 * SPEC §2 `/…/passes` (the merchandise list screen for product kind 13): the pass categories
 * (merchandise/attr?product_kind=13) and the passes of all or of one (`?category=`), sorted by sequence_no
 * (SPEC §9). A category the museum does not have is not found, as on the merchandise list.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<PassListData> {
  const { signal } = request;
  const param = new URL(request.url).searchParams.get('category') ?? undefined;
  if (param !== undefined && !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  try {
    const [attr, select] = await Promise.all([
      getMerchandiseCategories(ANNUAL_PASS_KIND, signal),
      getMerchandise(
        { product_kind: ANNUAL_PASS_KIND, ...(param === undefined ? {} : { category: Number(param) }) },
        signal,
      ),
    ]);
    const categoryId = merchandiseCategoryFromPath(param, attr.category);
    if (param !== undefined && categoryId === null) throw notFound();
    const passes = sortBySequence(select.articles);
    preloadFirstPictures(passes.map((pass) => pass.image));
    return {
      status: 'ready',
      categories: attr.category,
      category: attr.category.find((category) => category.id === categoryId) ?? null,
      passes,
    };
  } catch (error) {
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
