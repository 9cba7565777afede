import { apiRequest } from '@museum/shared';
import {
  type MerchandiseAttr,
  type MerchandiseSelect,
  merchandiseAttrSchema,
  merchandiseSelectSchema,
} from '@museum/shared/wire';

export interface MerchandiseFilters {
  category?: number;
  product_kind?: number;
}

/** GET merchandise/select: articles, filtered by category or product kind (13 = annual passes). */
export function getMerchandise(
  filters: MerchandiseFilters = {},
  signal?: AbortSignal,
): Promise<MerchandiseSelect> {
  return apiRequest('get', 'merchandise/select', {
    query: { ...filters },
    data: merchandiseSelectSchema,
    signal,
  });
}

/** GET merchandise/attr: the categories that hold articles (of a product kind). */
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
