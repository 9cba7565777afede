import { apiRequest } from '@museum/shared';
import { type Merchandise, merchandiseSchema, type Voucher, voucherSchema } from '@museum/shared/wire';

/** GET merchandise?article= (SPEC §7): price, VAT and stock of a suggested article, before it goes in the cart. */
export function getArticle(id: number, signal?: AbortSignal): Promise<Merchandise> {
  return apiRequest('get', 'merchandise', { query: { article: id }, data: merchandiseSchema, signal });
}

/** GET voucher/selectOne/price/{id} (SPEC §7): a suggested voucher's price and VAT. */
export function getVoucher(id: number, signal?: AbortSignal): Promise<Voucher> {
  return apiRequest('get', `voucher/selectOne/price/${id}`, { data: voucherSchema, signal });
}
