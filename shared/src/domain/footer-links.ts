import type { RemoteConfig } from '../api/wire/config.ts';
import type { SocialLink } from '../api/wire/content.ts';
import type { Language } from '../i18n/languages';
import { href } from '../routes/route-table';
import { safeExternalUrl } from './return-to';
import { assetUrl } from './site-links';

export type LegalPage = 'imprint' | 'terms' | 'data_protection' | 'accessibility_statement' | 'shipping';

/** A legal link of the footer: one of the shop's static pages, or the museum's own page in a new tab. */
export type LegalLink =
  | { page: LegalPage; kind: 'internal'; path: string }
  | { page: LegalPage; kind: 'external'; url: string; title: string };

const CUSTOM_PAGES: readonly LegalPage[] = ['imprint', 'terms', 'data_protection', 'shipping'];

/**
 * SPEC §2 "Footer": the museum's custom links for this language (imprint, terms, data protection, and
 * shipping only with merchandise), or else the default static pages, where the accessibility statement shows
 * only for EUR and shipping only with merchandise.
 */
export function legalLinks(remote: RemoteConfig | null, language: Language): LegalLink[] {
  const merchandise = remote?.has_merchandise ?? false;
  const custom = remote?.custom_terms_links;
  if (custom) {
    const links = custom[language] ?? custom[remote.prefered_language] ?? Object.values(custom)[0];
    if (links) {
      return CUSTOM_PAGES.filter((page) => page !== 'shipping' || merchandise).flatMap((page) => {
        const link = links[page];
        const url = safeExternalUrl(link?.url);
        const title = link?.title.trim();
        return url && title ? [{ page, kind: 'external' as const, url, title }] : [];
      });
    }
  }
  const pages: LegalPage[] = ['imprint', 'terms', 'data_protection'];
  if ((remote?.currency ?? 'EUR') === 'EUR') pages.push('accessibility_statement');
  if (merchandise) pages.push('shipping');
  return pages.map((page) => ({
    page,
    kind: 'internal',
    path: page === 'shipping' ? href('shippingPage', {}, language) : href('page', { id: page }, language),
  }));
}

const NETWORK_NAMES: Record<string, string> = {
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  twitter: 'X',
  x: 'X',
};

export interface SocialIcon {
  /** Lower-case network name, the icon's id. */
  network: string;
  /** The network as people write it (Instagram, YouTube). */
  label: string;
  url: string;
}

/** SPEC §3 "Footer data": social links sorted by sequence_no ascending; unusable links are dropped. */
export function socialIcons(links: readonly SocialLink[] | undefined): SocialIcon[] {
  return [...(links ?? [])]
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .flatMap((link) => {
      const url = safeExternalUrl(link.link);
      const network = link.name.trim().toLowerCase();
      if (!url || !network) return [];
      const label = NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
      return [{ network, label, url }];
    });
}

export interface PartnerLogo {
  image: string;
  /** The logo's text alternative, from its file name (the configuration has no name per logo). */
  name: string;
  url: string | null;
}

export interface PartnerGroup {
  name: string;
  logos: PartnerLogo[];
}

function nameFromPath(path: string): string {
  const file = path.split('/').pop() ?? '';
  return file
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * SPEC §2 "Footer": partner logo groups with the group's name in the page's language; logo images are paths
 * under /static, resolved against the API; a link is optional.
 */
export function partnerGroups(
  groups: RemoteConfig['partner_logos'] | undefined,
  language: Language,
  apiBase: string,
): PartnerGroup[] {
  return (groups ?? []).flatMap((group) => {
    const logos = group.logos.flatMap((logo) => {
      const image = assetUrl(logo.image, apiBase);
      return image ? [{ image, name: nameFromPath(logo.image), url: safeExternalUrl(logo.url) }] : [];
    });
    const name = group.name[language]?.trim() || Object.values(group.name)[0]?.trim() || '';
    return logos.length > 0 ? [{ name, logos }] : [];
  });
}
