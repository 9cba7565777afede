import { apiRequest } from '@museum/shared';
import { type VoucherCode, voucherCodeSchema } from '../api/wire/vouchers.ts';

/**
 * GET voucher?voucher={code} (SPEC §7): a usable code with its value, or 422 with the reason (SPEC §5). The
 * 422 is this form's to show, not the shop's global error handling.
 */
export function checkVoucherCode(code: string, signal?: AbortSignal): Promise<VoucherCode> {
  return apiRequest('get', 'voucher', {
    query: { voucher: code },
    data: voucherCodeSchema,
    handles: [422],
    signal,
  });
}
