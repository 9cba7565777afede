import { isApiFailure } from '@museum/shared';
import { sortBySequence } from '@museum/shared/domain';
import type { Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getMerchandise } from './api/get-merchandise';
import { MerchandiseListPage } from './components/merchandise-list-page';

export type MerchandiseListData = { articles: Merchandise[]; failed: boolean };

export async function loader({ request }: LoaderFunctionArgs): Promise<MerchandiseListData> {
  try {
    const { articles } = await getMerchandise({}, request.signal);
    return { articles: sortBySequence(articles), failed: false };
  } catch (error) {
    if (isApiFailure(error)) return { articles: [], failed: true };
    throw error;
  }
}

export const Component = MerchandiseListPage;
