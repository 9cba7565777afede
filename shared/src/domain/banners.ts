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
    const title = banner.title.trim();
    return [
      {
        image: wide,
        imageMobile: imageMobile ?? wide,
        title,
        text: banner.text.trim(),
        // A link needs a name: without a title it would be an empty link over the whole banner.
        link: title ? siteLink(banner.link, language) : null,
      },
    ];
  });
}
