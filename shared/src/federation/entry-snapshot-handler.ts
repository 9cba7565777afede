// What the shell's federation runtime keeps of its manifest ("snapshot") handling. The shell registers every
// remote by the entry its manifest names (shell/src/app/remotes/federation.ts `remoteEntry`), and is built without
// the runtime's snapshot plugin (`FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`). Nothing it calls then reads a snapshot:
// of runtime-core's SnapshotHandler it uses only the plugin hooks every handler registers with and the manifest
// cache that `registerRemotes(…, { force: true })` clears. The rest, reading and caching remotes' manifests for
// `preloadRemote` (with the SDK's `generateSnapshotFromManifest`), is 1.6 kB gzip on every remote page that no
// visitor runs (issue 14). The shop never calls `preloadRemote`: it preloads a remote by its own means
// (remote-loader.ts, intent-preload.ts). The shell's build puts this module in the place of runtime-core's
// (`pluginEntryOnlySnapshots` in shared/build/federation-runtime.ts); entry-snapshot-handler.test.ts reads the
// installed runtime and fails when it uses any other member of its snapshot handler.

export class SnapshotHandler {
  /**
   * `registerPlugins` hands every plugin to every handler's hooks: without a manifest to read, this one has no hook
   * a plugin could attach to.
   */
  readonly hooks = { applyPlugin(): void {} };
  /** Emptied per remote by `removeRemote`; the runtime fetches no manifest here, so it stays empty. */
  readonly manifestCache = new Map<string, unknown>();

  /** Only `preloadRemote` asks for a remote's manifest, and reports this as that remote's failed preload. */
  loadRemoteSnapshotInfo(): never {
    throw new Error('preloadRemote: remotes are registered by entry, without manifest');
  }
}

/** `removeRemote` clears the remote from the host's snapshot, which only the manifest handling writes. */
export function getGlobalRemoteInfo(): { hostGlobalSnapshot?: undefined } {
  return {};
}
