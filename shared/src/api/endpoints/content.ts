import { apiRequest } from '../client';
import {
  type StaticContent,
  type StaticPage,
  staticContentSchema,
  staticPageSchema,
} from '../wire/content.ts';

/** GET content/static: banners, cookie warning text, social links. */
export function fetchStaticContent(): Promise<StaticContent> {
  return apiRequest('get', 'content/static', { data: staticContentSchema });
}

/** GET content/page/{id}: a static page; its HTML must be sanitized before it is shown. */
export function fetchStaticPage(id: string): Promise<StaticPage> {
  return apiRequest('get', `content/page/${encodeURIComponent(id)}`, {
    data: staticPageSchema,
    handles: [404],
  });
}
