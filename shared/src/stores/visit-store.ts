import { create } from 'zustand';
import { isLanguage, type Language } from '../i18n/languages';
import { persistInSession, stringOrNull } from './session-storage';

interface VisitState {
  /** The language of the last page shown; `/` returns to it (SPEC §1 "stored language state"). */
  language: Language | null;
  /** SPEC §1: the `partner` query parameter of the landing URL, passed along with payments. */
  partner: string | null;
  setLanguage: (language: Language) => void;
  setPartner: (partner: string) => void;
}

export const useVisitStore = create<VisitState>()((set) => ({
  language: null,
  partner: null,
  setLanguage: (language) => set({ language }),
  setPartner: (partner) => set({ partner }),
}));

export const visitPersistence = persistInSession(useVisitStore, {
  key: 'visit',
  pick: ({ language, partner }) => ({ language, partner }),
  read: (saved) => ({
    language: isLanguage(saved.language) ? saved.language : null,
    partner: stringOrNull(saved.partner),
  }),
});
