import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJsonStorage } from './session-storage';

interface SessionState {
  /** The login or guest token (SPEC §4 "Login"), kept in session storage. Never logged. */
  jwt: string | null;
  setJwt: (jwt: string) => void;
  clearJwt: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      jwt: null,
      setJwt: (jwt) => set({ jwt }),
      clearJwt: () => set({ jwt: null }),
    }),
    {
      name: 'jwt',
      storage: sessionJsonStorage(),
      skipHydration: true,
      partialize: ({ jwt }) => ({ jwt }) as SessionState,
    },
  ),
);
