import type { Banner } from '../api/wire/content.ts';
import type { Language } from '../i18n/languages';
import { assetUrl, type SiteLink, siteLink } from './site-links';

export interface HomeBanner {
  /** The wide image; the narrow one stands in when only that exists. */
  image: string;
  /** The image for narrow screens; the wide one stands in when only that exists. */
  imageMobile: string;
  title: string;
  text: string;
  link: SiteLink | null;
}

/**
 * SPEC §3 "Banners": placeholders and prefixes stripped from the image addresses, banners without any image
 * removed (the banner area shows pictures), links checked like every link from content.
 */
export function prepareBanners(
  banners: readonly Banner[] | undefined,
  apiBase: string,
  language: Language,
): HomeBanner[] {
  return (banners ?? []).flatMap((banner) => {
    const image = assetUrl(banner.image, apiBase);
    const imageMobile = assetUrl(banner.image_mobile, apiBase);
    const wide = image ?? imageMobile;
    if (!wide) return [];
    return [
      {
        image: wide,
        imageMobile: imageMobile ?? wide,
        title: banner.title.trim(),
        text: banner.text.trim(),
        link: siteLink(banner.link, language),
      },
    ];
  });
}
