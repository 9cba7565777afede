import { apiRequest } from '@museum/shared';
import { type VoucherSelect, voucherSelectSchema } from '@museum/shared/wire';

/** GET voucher/select/event/ (SPEC §7): every voucher for sale; the list filters by group itself. */
export function getVouchers(signal?: AbortSignal): Promise<VoucherSelect> {
  return apiRequest('get', 'voucher/select/event/', { data: voucherSelectSchema, signal });
}
