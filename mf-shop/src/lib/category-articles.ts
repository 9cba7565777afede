import { isApiFailure } from '@museum/shared';
import { merchandiseCategoryFromPath, sortBySequence } from '@museum/shared/domain';
import type { IdName, Merchandise } from '@museum/shared/wire';
import { getMerchandise, getMerchandiseCategories } from '../api/get-merchandise';
import { preloadFirstPictures } from './first-pictures';
import { notFound } from './route-id';

export interface CategoryArticles {
  categories: IdName[];
  /** The category asked for, or null for all of them. */
  category: IdName | null;
  /** Sorted by sequence_no (SPEC §9). */
  articles: Merchandise[];
}

/**
 * The categories (merchandise/attr, of one product kind or of the whole shop) and the articles of all or of one
 * category (`param`, from the path or the query), with the first pictures preloaded; null when the API cannot
 * answer. A category the museum does not have is not found, so a shared link to one that is gone says so. The
 * merchandise list and the pass list read their pages this way.
 */
export async function loadCategoryArticles(
  param: string | undefined,
  productKind: number | undefined,
  signal: AbortSignal,
): Promise<CategoryArticles | null> {
  if (param !== undefined && !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  try {
    const [attr, select] = await Promise.all([
      getMerchandiseCategories(productKind, signal),
      getMerchandise(
        {
          ...(productKind === undefined ? {} : { product_kind: productKind }),
          ...(param === undefined ? {} : { category: Number(param) }),
        },
        signal,
      ),
    ]);
    const categoryId = merchandiseCategoryFromPath(param, attr.category);
    if (param !== undefined && categoryId === null) throw notFound();
    const articles = sortBySequence(select.articles);
    preloadFirstPictures(articles.map((article) => article.image));
    return {
      categories: attr.category,
      category: attr.category.find((category) => category.id === categoryId) ?? null,
      articles,
    };
  } catch (error) {
    if (isApiFailure(error)) return null;
    throw error;
  }
}
