/**
 * Security: `returnTo` and redirection targets are accepted only as same-origin paths. Anything that could
 * leave the site (`//evil.example`, `https://…`, `/\evil`, `javascript:`) or carries control characters is
 * refused, and the caller falls back to its default.
 */
export function safeReturnTo(candidate: unknown, origin: string): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  // Control characters (tabs and newlines are dropped by URL parsers) and backslashes change how a path parses.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
