import { apiRequest } from '@museum/shared';
import { type VoucherCategory, voucherCategorySchema } from '@museum/shared/wire';

/** GET voucher/category (SPEC §7 "voucher category list", data.group): the voucher list's filter. */
export function getVoucherGroups(signal?: AbortSignal): Promise<VoucherCategory> {
  return apiRequest('get', 'voucher/category', { data: voucherCategorySchema, signal });
}
