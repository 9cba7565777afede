import { isApiFailure } from '@museum/shared';
import { merchandiseCategoryFromPath, sortBySequence } from '@museum/shared/domain';
import type { IdName, Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getMerchandise, getMerchandiseCategories } from '../../api/get-merchandise';
import { preloadFirstPictures } from '../../lib/first-pictures';
import { notFound } from '../../lib/route-id';

export type MerchandiseListData =
  | { status: 'ready'; categories: IdName[]; category: IdName | null; articles: Merchandise[] }
  | { status: 'failed' };

/**
 * SPEC §2 `/…/merchandise` and `/…/merchandise/{category}`: the categories (merchandise/attr) and the articles of
 * the shop or of one category, sorted by sequence_no (SPEC §9). A category the museum does not have is not found,
 * so a shared link to a category that is gone says so.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<MerchandiseListData> {
  const { signal } = request;
  const param = params.category;
  if (param !== undefined && !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  try {
    const [attr, select] = await Promise.all([
      getMerchandiseCategories(undefined, signal),
      getMerchandise(param === undefined ? {} : { category: Number(param) }, signal),
    ]);
    const categoryId = merchandiseCategoryFromPath(param, attr.category);
    if (param !== undefined && categoryId === null) throw notFound();
    const articles = sortBySequence(select.articles);
    preloadFirstPictures(articles.map((article) => article.image));
    return {
      status: 'ready',
      categories: attr.category,
      category: attr.category.find((category) => category.id === categoryId) ?? null,
      articles,
    };
  } catch (error) {
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
