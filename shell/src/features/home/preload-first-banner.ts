import { type Language, useConfigStore, useContentStore } from '@museum/shared';
import { prepareBanners } from '@museum/shared/domain';
import { preloadLink } from '@museum/shared/route-code';

/** Where the home banners show their narrow image (the <source> of HomeBanners). */
export const NARROW_BANNER_MEDIA = '(max-width: 544px)';

/**
 * The home page's largest paint is its first banner. Boot calls this as soon as the static content is there, so
 * the picture downloads while the shell renders the page instead of after it. One preload per image, under the
 * media query its <picture> uses it with, so a phone fetches only the narrow one; the <source> or <img> that
 * follows gets the preloaded response.
 */
export function preloadFirstBanner(language: Language): void {
  const apiBase = useConfigStore.getState().shop?.api;
  const [first] = prepareBanners(useContentStore.getState().content?.banners.home, apiBase ?? '', language);
  if (!apiBase || !first) return;
  if (first.imageMobile === first.image) {
    preloadLink({ href: first.image, as: 'image', fetchPriority: 'high' });
    return;
  }
  preloadLink({ href: first.imageMobile, as: 'image', media: NARROW_BANNER_MEDIA, fetchPriority: 'high' });
  preloadLink({
    href: first.image,
    as: 'image',
    media: `not all and ${NARROW_BANNER_MEDIA}`,
    fetchPriority: 'high',
  });
}
