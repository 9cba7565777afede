import { apiRequest } from '@museum/shared';
import { type Merchandise, merchandiseSchema } from '@museum/shared/wire';

/**
 * GET merchandise?article={id} (SPEC §7): one article or annual pass, also one whose sale has ended (flagged
 * `expired`); 404 for an unknown id. Used by the product page and the annual-pass page.
 */
export function getArticle(id: number, signal?: AbortSignal): Promise<Merchandise> {
  return apiRequest('get', 'merchandise', { query: { article: id }, data: merchandiseSchema, signal });
}
