import { ApiError } from '@museum/shared';
import { getStaticPage } from '@museum/shared/api';
import { sanitizeHtml } from '@museum/shared/sanitize-html';
import { data, type LoaderFunctionArgs } from 'react-router';
import { StaticPage } from './components/static-page';

export interface StaticPageData {
  title: string;
  /** Sanitized: safe to insert as HTML. */
  html: string;
}

/** SPEC §2 `page/{id}` and `page/shipping`: the museum's page, its HTML sanitized before it is shown. */
export async function loader({ params }: LoaderFunctionArgs): Promise<StaticPageData> {
  try {
    const page = await getStaticPage(params.id ?? 'shipping');
    return { title: page.title, html: await sanitizeHtml(page.html) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const Component = StaticPage;
