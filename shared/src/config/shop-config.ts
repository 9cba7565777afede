import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '../contract/remote-module';

const httpUrl = z.url({ protocol: /^https?$/ });

/** A request to the API that has not answered after this time ends in an error the visitor can retry. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/**
 * `/shop.config.json`: deploy-time data read by the shell at boot (DESIGN §2). An operator swaps a remote
 * for one museum by editing one manifest URL here; nothing is rebuilt.
 */
export const shopConfigSchema = z.object({
  /** Base URL of the museum API, ending in a slash; requests go to `{api}{lang}/{endpoint}`. */
  api: z.pipe(
    httpUrl,
    z.transform((url: string) => (url.endsWith('/') ? url : `${url}/`)),
  ),
  /** One Module Federation manifest (`mf-manifest.json`) URL per remote. */
  remotes: z.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, httpUrl])) as Record<RemoteName, typeof httpUrl>,
  ),
  supportEmail: z.email(),
  /** SPEC §1: a dash, or a pipe in some deployments. */
  titleSeparator: z._default(z.enum(['-', '|']), '-'),
  /** Design-token overrides for this museum (`--museum-color-primary: #123456`). */
  theme: z.optional(
    z.record(z.string().check(z.regex(/^--museum-[a-z0-9-]+$/)), z.string().check(z.maxLength(200))),
  ),
  /**
   * How long one request to the API may take before the visitor is told it failed (ms). A museum behind a slow
   * network may raise it; it is bounded so that no page can wait for ever.
   */
  requestTimeoutMs: z._default(z.int().check(z.minimum(1000), z.maximum(60_000)), DEFAULT_REQUEST_TIMEOUT_MS),
  analytics: z._default(
    z.object({
      /**
       * Tag manager container id; its script is only loaded after cookie consent (the shell's
       * features/tag-manager).
       */
      tagManagerId: z.optional(z.string().check(z.regex(/^GTM-[A-Z0-9]+$/))),
    }),
    {},
  ),
});

export type ShopConfig = z.infer<typeof shopConfigSchema>;

export class ShopConfigError extends Error {
  readonly code = 'SHOP_CONFIG_INVALID';
}

/** Parses the deploy-time configuration, naming every wrong field so an operator can fix the file. */
export function parseShopConfig(raw: unknown): ShopConfig {
  const result = shopConfigSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new ShopConfigError(`shop.config.json is invalid: ${fields}`);
  }
  return result.data;
}
