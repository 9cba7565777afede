/**
 * Design tokens are overridable per museum from `shop.config.json` (`theme`), without a rebuild.
 * Only `--museum-*` properties with plain values are applied, so the file cannot inject other CSS.
 */
export function applyTheme(theme: Record<string, string> | undefined): void {
  if (!theme) return;
  for (const [property, value] of Object.entries(theme)) {
    if (/^--museum-[a-z0-9-]+$/.test(property) && /^[#\w\s.,%()"'-]+$/.test(value)) {
      document.documentElement.style.setProperty(property, value);
    }
  }
}
