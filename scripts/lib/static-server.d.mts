import type { Server } from 'node:http';

export function createStaticServer(options: {
  root: string;
  spaFallback: boolean;
  cors: boolean;
  overrides?: Record<string, string>;
}): Server;

/** The encodings an `Accept-Encoding` header allows. */
export function acceptedEncodings(header?: string): Set<string>;
