export interface BootPreloads {
  texts: Record<string, string[]>;
  api: string[];
}

export const BOOT_PRELOADS_FILE: string;
export function readBootPreloads(shellRoot: string): BootPreloads | null;
export function languageOfPath(preloads: BootPreloads, pathname: string): string | null;
export function bootPreloadLink(preloads: BootPreloads, language: string, api: unknown): string;
