import { create } from 'zustand';
import type { RemoteName } from '../contract/remote-module';

/** `incompatible`: loaded, but built against another `@museum/shared` contract than the shell's (not shown). */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'incompatible';

interface RemoteStatusState {
  status: Partial<Record<RemoteName, RemoteStatus>>;
  /** Build version each loaded remote reported, for diagnostics. */
  versions: Partial<Record<RemoteName, string>>;
  setStatus: (remote: RemoteName, status: RemoteStatus, version?: string) => void;
}

/** Whether each remote could be loaded; the shell shows a fallback with a retry button where one failed. */
export const useRemoteStatusStore = create<RemoteStatusState>()((set) => ({
  status: {},
  versions: {},
  setStatus: (remote, status, version) =>
    set((state) => ({
      status: { ...state.status, [remote]: status },
      versions: version ? { ...state.versions, [remote]: version } : state.versions,
    })),
}));
