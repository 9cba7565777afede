import { create } from 'zustand';

interface WaitingState {
  /** Requests in flight; the waiting spinner shows while this is above zero (SPEC §4). */
  pending: number;
  beginRequest: () => void;
  endRequest: () => void;
}

export const useWaitingStore = create<WaitingState>()((set) => ({
  pending: 0,
  beginRequest: () => set((state) => ({ pending: state.pending + 1 })),
  endRequest: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

export const selectIsWaiting = (state: WaitingState): boolean => state.pending > 0;
