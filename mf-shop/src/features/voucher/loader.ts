import { ApiError, isApiFailure } from '@museum/shared';
import type { Voucher } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { notFound, routeId } from '../../lib/route-id';
import { getVoucher } from './api/get-voucher';

export type VoucherPageData = { status: 'ready'; voucher: Voucher } | { status: 'failed' };

/** SPEC §2 `/…/vouchers/{id}`: one voucher for sale, fixed or of a free amount. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<VoucherPageData> {
  const id = routeId(params.id);
  try {
    return { status: 'ready', voucher: await getVoucher(id, request.signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
