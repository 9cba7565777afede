import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionJsonStorage } from './session-storage';

interface CookieConsentState {
  cookiesAccepted: boolean;
  acceptCookies: () => void;
}

/** SPEC §3 "Cookie notice": accepted once per session, under the session key `cookiesAccepted`. */
export const useCookieConsentStore = create<CookieConsentState>()(
  persist(
    (set) => ({
      cookiesAccepted: false,
      acceptCookies: () => set({ cookiesAccepted: true }),
    }),
    {
      name: 'cookiesAccepted',
      storage: sessionJsonStorage(),
      skipHydration: true,
      partialize: ({ cookiesAccepted }) => ({ cookiesAccepted }) as CookieConsentState,
    },
  ),
);
