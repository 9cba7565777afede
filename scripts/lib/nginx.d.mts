export function nginxPath(env?: NodeJS.ProcessEnv): string;
export function nginxBrotliModulePath(env?: NodeJS.ProcessEnv): string;
export function ensureNginx(): Promise<string>;
