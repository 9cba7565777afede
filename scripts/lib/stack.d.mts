import type { ChildProcess } from 'node:child_process';

export interface Ports {
  api: number;
  frontends: { dir: string; federationName: string; port: number }[];
}

export interface Stack {
  ports: Ports;
  shopConfigFile: string;
  stateDir: string;
  api: ChildProcess;
  stop(): Promise<void>;
}

export function workspaceNode(): string;
/** Fails fast when a port is taken (by an earlier run, say) instead of talking to the wrong server. */
export function assertPortFree(port: number): Promise<void>;
export function waitFor(
  url: string,
  options?: { timeoutMs?: number; child?: import('node:child_process').ChildProcess },
): Promise<void>;
export function startApi(options: {
  port: number;
  profile?: string;
  dbFile: string;
  corsOrigins: string[];
  extraEnv?: Record<string, string>;
  quiet?: boolean;
}): Promise<ChildProcess>;
export function startStack(options?: {
  offset?: number;
  profile?: string;
  quiet?: boolean;
  apiEnv?: Record<string, string>;
  /** More origins the API accepts (a second shell, as an operator would run one). */
  extraOrigins?: string[];
}): Promise<Stack>;
