// What the shell's federation runtime keeps of preloading through manifests: nothing. The shell registers every
// remote by the entry its manifest names (shell/src/app/remotes/federation.ts `remoteEntry`) and preloads a remote
// by its own means (remote-loader.ts, intent-preload.ts); it is built without the runtime's snapshot plugin
// (`FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`) and never calls `preloadRemote`. Yet runtime-core bundles, for
// `preloadRemote` alone, its manifest handling (SnapshotHandler, with the SDK's `generateSnapshotFromManifest`) and
// its asset preloader (utils/preload.js): about 2.5 kB gzip on every remote page that no visitor runs (issue 14). The
// shell's build puts this module in the place of both files (`pluginRuntimeWithoutPreload` in
// shared/build/federation-runtime.ts); runtime-without-preload.test.ts reads the installed runtime-core and fails
// when a module the shell bundles needs more of them than this.

function unavailable(): never {
  throw new Error('preloadRemote is not available: the shell registers remotes by entry, without manifest');
}

/** In the place of runtime-core's SnapshotHandler, which its core constructs whenever it may load remotes. */
export class SnapshotHandler {
  /**
   * `registerPlugins` hands every plugin to every handler's hooks: without a manifest to read, this one has no hook
   * a plugin could attach to.
   */
  readonly hooks = { applyPlugin(): void {} };
  /** Emptied per remote by `removeRemote`; the runtime fetches no manifest here, so it stays empty. */
  readonly manifestCache = new Map<string, unknown>();
  /** What `preloadRemote` would ask for each remote. */
  loadRemoteSnapshotInfo = unavailable;
}

/** `removeRemote` clears the remote from the host's snapshot, which only the manifest handling writes. */
export function getGlobalRemoteInfo(): { hostGlobalSnapshot?: undefined } {
  return {};
}

/** `preloadRemote` starts here, so it fails at once with the reason. */
export const formatPreloadArgs = unavailable;

/** The preloader `preloadRemote` uses; the runtime's `helpers` hand it on, and no remote's entry reads it. */
export const preloadAssets = unavailable;

/** Imported by the snapshot plugin's preload planner, which the build leaves out: linked, never run. */
export const defaultPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
