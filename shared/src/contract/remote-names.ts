/** Federation names of the five remotes (DESIGN §1). A leaf module: build scripts read it with plain Node. */
export const REMOTE_NAMES = ['mf_tickets', 'mf_tours', 'mf_shop', 'mf_checkout', 'mf_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}
