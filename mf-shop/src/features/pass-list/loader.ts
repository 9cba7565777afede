import { isApiFailure } from '@museum/shared';
import { sortBySequence } from '@museum/shared/domain';
import { ANNUAL_PASS_KIND, type Merchandise } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getMerchandise } from '../../api/get-merchandise';
import { preloadFirstPictures } from '../../lib/first-pictures';

export type PassListData = { status: 'ready'; passes: Merchandise[] } | { status: 'failed' };

/** SPEC §2 `/…/passes`: the annual passes (merchandise of product kind 13), sorted by sequence_no (SPEC §9). */
export async function loader({ request }: LoaderFunctionArgs): Promise<PassListData> {
  try {
    const { articles } = await getMerchandise({ product_kind: ANNUAL_PASS_KIND }, request.signal);
    const passes = sortBySequence(articles);
    preloadFirstPictures(passes.map((pass) => pass.image));
    return { status: 'ready', passes };
  } catch (error) {
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
