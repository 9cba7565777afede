import { create } from 'zustand';
import { persistInSession } from './session-storage';

interface CookieConsentState {
  cookiesAccepted: boolean;
  acceptCookies: () => void;
}

/** SPEC §3 "Cookie notice": accepted once per session, under the session key `cookiesAccepted`. */
export const useCookieConsentStore = create<CookieConsentState>()((set) => ({
  cookiesAccepted: false,
  acceptCookies: () => set({ cookiesAccepted: true }),
}));

export const cookieConsentPersistence = persistInSession(useCookieConsentStore, {
  key: 'cookiesAccepted',
  pick: ({ cookiesAccepted }) => ({ cookiesAccepted }),
  read: (saved) => (saved.cookiesAccepted === true ? { cookiesAccepted: true } : null),
});
