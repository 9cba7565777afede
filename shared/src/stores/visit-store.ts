import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Language } from '../i18n/languages';
import { sessionJsonStorage } from './session-storage';

interface VisitState {
  /** The language of the last page shown; `/` returns to it (SPEC §1 "stored language state"). */
  language: Language | null;
  /** SPEC §1: the `partner` query parameter of the landing URL, passed along with payments. */
  partner: string | null;
  setLanguage: (language: Language) => void;
  setPartner: (partner: string) => void;
}

export const useVisitStore = create<VisitState>()(
  persist(
    (set) => ({
      language: null,
      partner: null,
      setLanguage: (language) => set({ language }),
      setPartner: (partner) => set({ partner }),
    }),
    {
      name: 'visit',
      storage: sessionJsonStorage(),
      skipHydration: true,
      partialize: ({ language, partner }) => ({ language, partner }) as VisitState,
    },
  ),
);
