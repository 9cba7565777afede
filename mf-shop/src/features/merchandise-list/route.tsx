import { fetchMerchandise, isApiFailure, type Merchandise } from '@museum/shared';
import { sortBySequence } from '@museum/shared/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { MerchandiseListPage } from './components/merchandise-list-page';

export type MerchandiseListData = { articles: Merchandise[]; failed: boolean };

export async function loader({ request }: LoaderFunctionArgs): Promise<MerchandiseListData> {
  try {
    const { articles } = await fetchMerchandise({}, request.signal);
    return { articles: sortBySequence(articles), failed: false };
  } catch (error) {
    if (isApiFailure(error)) return { articles: [], failed: true };
    throw error;
  }
}

export const Component = MerchandiseListPage;
