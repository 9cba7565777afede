import { isApiFailure, useConfigStore } from '@museum/shared';
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
  // Where the museum takes voucher codes, the form's texts come with the page, so the form is there when the
  // list shows. They are no part of the list: without them the form loads them itself, and the list shows.
  const codeTexts = useConfigStore.getState().remote?.has_voucher_code
    ? loadVoucherCodeTexts().catch(() => undefined)
    : undefined;
  try {
    const [{ vouchers }, { group }] = await Promise.all([
      getVouchers(request.signal),
      getVoucherGroups(request.signal),
      codeTexts,
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
