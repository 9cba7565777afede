export interface Preload {
  href: string;
  as: 'script' | 'image';
  /** The media query under which the page will use it (a <picture> source); the browser skips it otherwise. */
  media?: string;
  /** The page's largest picture goes before other images. */
  fetchPriority?: 'high';
}

/**
 * Asks for a file the page will need in a moment, before the code that uses it runs (a remote's scripts from its
 * manifest, the home page's first banner, a list's first pictures). The later <script> or <img> gets the same
 * response: same URL, and no `crossorigin` on either side. A file already preloaded is not asked for twice.
 */
export function preloadLink({ href, as, media, fetchPriority }: Preload): void {
  const selector = `link[rel="preload"][href="${CSS.escape(href)}"]${media ? `[media="${CSS.escape(media)}"]` : ''}`;
  if (document.head.querySelector(selector)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (media) link.media = media;
  if (fetchPriority) link.setAttribute('fetchpriority', fetchPriority);
  document.head.append(link);
}
