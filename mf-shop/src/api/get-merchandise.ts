import { apiRequest } from '@museum/shared';
import {
  type MerchandiseAttr,
  type MerchandiseSelect,
  merchandiseAttrSchema,
  merchandiseSelectSchema,
} from '@museum/shared/wire';

export interface MerchandiseFilters {
  category?: number;
  /** 13 = annual passes (SPEC §9); without it the API answers kind 1, the shop's articles. */
  product_kind?: number;
}

/**
 * GET merchandise/select (SPEC §7): the articles of a category or product kind; articles whose sale ended are
 * left out. Used by the merchandise list and the annual-pass list.
 */
export function getMerchandise(
  filters: MerchandiseFilters,
  signal?: AbortSignal,
): Promise<MerchandiseSelect> {
  return apiRequest('get', 'merchandise/select', {
    query: { ...filters },
    data: merchandiseSelectSchema,
    signal,
  });
}

/** GET merchandise/attr[?product_kind=13] (SPEC §7): the categories that hold articles of that kind. */
export function getMerchandiseCategories(
  productKind?: number,
  signal?: AbortSignal,
): Promise<MerchandiseAttr> {
  return apiRequest('get', 'merchandise/attr', {
    query: { product_kind: productKind },
    data: merchandiseAttrSchema,
    signal,
  });
}
