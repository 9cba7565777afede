import { PageTitle } from '@museum/shared';
import { useLoaderData } from 'react-router';
import type { StaticPageData } from '../route';
import styles from './static-page.module.css';

/** A static page of the museum (imprint, terms, shipping…). */
export function StaticPage() {
  const page = useLoaderData<StaticPageData>();
  return (
    <article data-page="static" className={styles.page}>
      <PageTitle>{page.title}</PageTitle>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml in the loader */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
