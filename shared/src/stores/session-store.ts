import { create } from 'zustand';
import { persistInSession } from './session-storage';

interface SessionState {
  /** The login or guest token (SPEC §4 "Login"), kept in session storage. Never logged. */
  jwt: string | null;
  setJwt: (jwt: string) => void;
  clearJwt: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  jwt: null,
  setJwt: (jwt) => set({ jwt }),
  clearJwt: () => set({ jwt: null }),
}));

/** SPEC §3 "User: isLoggedIn": a registered customer or a guest holds a token (SPEC §4 "Login"). */
export const selectIsLoggedIn = (state: SessionState): boolean => state.jwt !== null;

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export const sessionPersistence = persistInSession(useSessionStore, {
  key: 'jwt',
  pick: ({ jwt }) => ({ jwt }),
  read: (saved) => (typeof saved.jwt === 'string' && JWT_SHAPE.test(saved.jwt) ? { jwt: saved.jwt } : null),
});
