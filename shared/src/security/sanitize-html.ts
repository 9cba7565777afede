import type { Config } from 'dompurify';

/**
 * Security: HTML from the API (static pages, descriptions) is sanitized before it is shown: no scripts, no
 * event-handler attributes, no `javascript:` links, no forms or inline styles. DOMPurify is loaded only where
 * HTML is shown, never on the start page.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  RETURN_TRUSTED_TYPE: false,
};

const CANARY = '<img src="x" onerror="x()"><script>x()</script>';

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/**
 * DOMPurify returns its input unchanged where it thinks the DOM is unsupported, and some DOM implementations
 * fool its checks. It is trusted only after it has cleaned a canary; otherwise the page shows plain text.
 */
async function loadSanitizer(): Promise<Sanitize> {
  const { default: purify } = await import('dompurify');
  const sanitize: Sanitize = (html) => String(purify.sanitize(html, CONFIG));
  if (purify.isSupported && sanitize(CANARY) === '<img src="x">') return sanitize;
  return (html) =>
    `<p>${escapeText(
      html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )}</p>`;
}

export function sanitizeHtml(html: string): Promise<string> {
  sanitizer ??= loadSanitizer();
  return sanitizer.then((sanitize) => sanitize(html));
}
