import { create } from 'zustand';
import type { StaticContent } from '../api/wire/content.ts';

export type ContentStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface ContentState {
  /** GET content/static of the page's language: banners, cookie warning, social links (SPEC §3). */
  content: StaticContent | null;
  status: ContentStatus;
  setContent: (content: StaticContent) => void;
  setStatus: (status: ContentStatus) => void;
}

/** The museum's static content, loaded once per page by the shell (a language switch reloads the page). */
export const useContentStore = create<ContentState>()((set) => ({
  content: null,
  status: 'idle',
  setContent: (content) => set({ content, status: 'ready' }),
  setStatus: (status) => set({ status }),
}));
