import { ApiError, href, isApiFailure, isLanguage } from '@museum/shared';
import { isAnnualPass } from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getArticle } from '../../api/get-article';
import { notFound, routeId } from '../../lib/route-id';

export type ProductPageData = { status: 'ready'; article: Merchandise } | { status: 'failed' };

/**
 * SPEC §2 `/…/product/{id}`: one article, also one whose sale has ended (its page says so). An annual pass is
 * bought with its owners on its own page (`/…/passes/{id}`).
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ProductPageData> {
  const id = routeId(params.id);
  let article: Merchandise;
  try {
    article = await getArticle(id, request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
  if (isAnnualPass(article) && isLanguage(params.lang)) throw redirect(href('pass', { id }, params.lang));
  return { status: 'ready', article };
}
