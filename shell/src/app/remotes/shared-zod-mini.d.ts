// The zod/mini the shell provides to the remotes (shared/build/client-entries/zod-mini.ts, by alias in
// shared/build/index.ts): only the federation chunk imports it, so the start page keeps its tree-shaken zod.
declare module 'museum-client-entry/zod-mini' {
  export const z: Record<string, unknown>;
}
