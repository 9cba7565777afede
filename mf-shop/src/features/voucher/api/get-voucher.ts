import { apiRequest } from '@museum/shared';
import { type Voucher, voucherSchema } from '@museum/shared/wire';

/** GET voucher/selectOne/price/{id} (SPEC §7): one voucher for sale; 404 when there is none. */
export function getVoucher(id: number, signal?: AbortSignal): Promise<Voucher> {
  return apiRequest('get', `voucher/selectOne/price/${id}`, { data: voucherSchema, signal });
}
