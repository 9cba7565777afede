import { isApiFailure } from '@museum/shared';
import { sortVouchers, voucherGroupsInUse } from '@museum/shared/domain';
import { loadVoucherCodeTexts } from '@museum/shared/voucher-code';
import type { Voucher, VoucherCategory } from '@museum/shared/wire';
import type { LoaderFunctionArgs } from 'react-router';
import { getVoucherGroups } from './api/get-voucher-groups';
import { getVouchers } from './api/get-vouchers';

export type VoucherListData =
  | { status: 'ready'; vouchers: Voucher[]; groups: VoucherCategory['group'] }
  | { status: 'failed' };

/** SPEC §2 `/…/vouchers`: every voucher for sale and the groups that hold one, in their order (SPEC §9). */
export async function loader({ request }: LoaderFunctionArgs): Promise<VoucherListData> {
  try {
    // The voucher-code form's texts come with the page, so the form is there when the list shows.
    const [{ vouchers }, { group }] = await Promise.all([
      getVouchers(request.signal),
      getVoucherGroups(request.signal),
      loadVoucherCodeTexts(),
    ]);
    return {
      status: 'ready',
      vouchers: sortVouchers(vouchers, group),
      groups: voucherGroupsInUse(group, vouchers),
    };
  } catch (error) {
    if (isApiFailure(error)) return { status: 'failed' };
    throw error;
  }
}
