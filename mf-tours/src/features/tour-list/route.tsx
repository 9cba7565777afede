import { isApiFailure } from '@museum/shared';
import { sortBySequence } from '@museum/shared/domain';
import type { Tour } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getTours } from './api/get-tours';
import { TourListPage } from './components/tour-list-page';

export type TourListData = { tours: Tour[]; failed: boolean };

export async function loader({ request }: LoaderFunctionArgs): Promise<TourListData> {
  try {
    const { tours } = await getTours(request.signal);
    return { tours: sortBySequence(tours), failed: false };
  } catch (error) {
    if (isApiFailure(error)) return { tours: [], failed: true };
    throw error;
  }
}

export const Component = TourListPage;
