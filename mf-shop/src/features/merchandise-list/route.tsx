import { fetchMerchandise, isApiFailure, type Merchandise, sortBySequence } from '@museum/shared';
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
