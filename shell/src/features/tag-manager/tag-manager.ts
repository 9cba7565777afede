import { useCookieConsentStore } from '@museum/shared';
// `window.dataLayer`, the tag manager's queue, is declared where the shop's events are pushed to it.
import type {} from '@museum/shared/analytics';
import { addressHoldsSecret } from '@museum/shared/domain';

/** Where a tag manager container's script comes from; deploy/nginx's policy allows it when one is configured. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const MARK = 'data-museum-tag-manager';

/** How often, and how long at most, the loader looks whether the address still holds a secret. */
const ADDRESS_CHECK_MS = 250;
const ADDRESS_CHECK_GIVE_UP_MS = 10 * 60_000;

/**
 * SPEC §7 "Analytics": the shop's events (`@museum/shared/analytics`) go to the museum's tag manager. Its
 * container, named by `analytics.tagManagerId` in shop.config.json, loads only once the visitor has accepted
 * cookies (SPEC §3 "Cookie notice"): at once when they did earlier in this session, else when they do. The
 * events pushed before it arrives wait in `window.dataLayer`, where the container finds them. A museum without
 * the cookie notice (`cookie_disclaimer` off) asks no one, so its container never loads: no consent, no tags.
 */
export function loadTagManagerOnConsent(containerId: string): void {
  if (useCookieConsentStore.getState().cookiesAccepted) {
    insertContainer(containerId);
    return;
  }
  const stop = useCookieConsentStore.subscribe(({ cookiesAccepted }) => {
    if (!cookiesAccepted) return;
    stop();
    insertContainer(containerId);
  });
}

/** Once the address holds no secret (its page moves it out at once), else not at all on this page load. */
function insertContainer(containerId: string, since = Date.now()): void {
  if (addressHoldsSecret(window.location)) {
    if (Date.now() - since < ADDRESS_CHECK_GIVE_UP_MS)
      setTimeout(() => insertContainer(containerId, since), ADDRESS_CHECK_MS);
    return;
  }
  if (document.querySelector(`script[${MARK}]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  // What the container's own snippet pushes first: it measures from here.
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute(MARK, '');
  document.head.append(script);
}
