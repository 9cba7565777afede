import { apiRequest, useContentStore } from '@museum/shared';
import { BOOT_REQUESTS } from '../boot-requests.ts';
import {
  type StaticContent,
  type StaticPage,
  staticContentSchema,
  staticPageSchema,
} from '../wire/content.ts';

/** GET content/static: banners, cookie warning text, social links. */
export function getStaticContent(): Promise<StaticContent> {
  const { endpoint, query } = BOOT_REQUESTS.staticContent;
  return apiRequest('get', endpoint, { query, data: staticContentSchema });
}

/**
 * Loads the static content into its store once per page; the home page, the footer and the cookie notice read
 * it there. A failure leaves the status `failed`: those parts then show what they can without it. `again` asks
 * anew, in the language now current (the boot's guess at it was wrong).
 */
export async function loadStaticContent(again?: boolean): Promise<void> {
  const { status, setContent, setStatus } = useContentStore.getState();
  if (!again && (status === 'loading' || status === 'ready')) return;
  setStatus('loading');
  try {
    setContent(await getStaticContent());
  } catch {
    setStatus('failed');
  }
}

/** GET content/page/{id}: a static page; its HTML must be sanitized before it is shown. */
export function getStaticPage(id: string, signal?: AbortSignal): Promise<StaticPage> {
  return apiRequest('get', `content/page/${encodeURIComponent(id)}`, {
    data: staticPageSchema,
    handles: [404],
    signal,
  });
}
