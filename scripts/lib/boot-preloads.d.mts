export interface BootPreloads {
  /** Per language, the scripts of the shell's texts (`common`), as URL paths. */
  texts: Record<string, string[]>;
  /** The boot's API calls, below `{api}{language}/`. */
  api: string[];
  /** Per remote, the first path segments below `/{language}/` of its pages (absent in an older build). */
  remotes?: Readonly<Record<string, readonly string[]>>;
}

export const BOOT_PRELOADS_FILE: string;
export function isBootPreloads(preloads: unknown): preloads is BootPreloads;
export function readBootPreloads(shellRoot: string): BootPreloads | null;
export function languageOfPath(preloads: BootPreloads, pathname: string): string | null;
export function remoteOfPath(preloads: BootPreloads, pathname: string): string | null;
export function bootPreloadLink(
  preloads: BootPreloads,
  language: string,
  api: unknown,
  remoteUrl?: unknown,
): string;
