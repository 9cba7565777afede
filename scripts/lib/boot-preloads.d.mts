export interface BootPreloads {
  /** Per language, the scripts of the shell's texts (`common`), as URL paths. */
  texts: Record<string, string[]>;
  /** The boot's API calls, below `{api}{language}/`. */
  api: string[];
}

export const BOOT_PRELOADS_FILE: string;
export function readBootPreloads(shellRoot: string): BootPreloads | null;
export function languageOfPath(preloads: BootPreloads, pathname: string): string | null;
export function bootPreloadLink(preloads: BootPreloads, language: string, api: unknown): string;
