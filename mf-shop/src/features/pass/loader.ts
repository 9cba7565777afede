import { ApiError, isApiFailure } from '@museum/shared';
import { isAnnualPass } from '@museum/shared/domain';
import type { KeyName, Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getArticle } from '../../api/get-article';
import { notFound, routeId } from '../../lib/route-id';
import { getCountries } from './api/get-countries';

export type PassPageData =
  | { status: 'ready'; pass: Merchandise; countries: KeyName[] }
  | { status: 'failed' };

/**
 * SPEC §2 `/…/passes/{id}`: one annual pass (product kind 13; another article is not a pass, so not found) and
 * the countries an owner's address may name.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PassPageData> {
  const id = routeId(params.id);
  let pass: Merchandise;
  let countries: KeyName[];
  try {
    [pass, countries] = await Promise.all([getArticle(id, request.signal), getCountries(request.signal)]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
  if (!isAnnualPass(pass)) throw notFound();
  return { status: 'ready', pass, countries };
}
