import { create } from 'zustand';

export type MessageTone = 'danger' | 'warning' | 'success' | 'info';

/**
 * A text to show: an i18n key with its values (translated when shown, so a language switch re-renders it),
 * or a text that came from the server already written for the visitor.
 */
export type MessageText = { key: string; values?: Record<string, string | number> } | { text: string };

export interface GlobalMessage {
  content: MessageText;
  tone: MessageTone;
  /** Milliseconds after which the message clears itself (SPEC §4); absent means until dismissed. */
  timeout?: number;
}

export interface Toast {
  id: number;
  content: MessageText;
  tone: MessageTone;
}

/** SPEC §9 */
export const TOAST_DURATION_MS = 2000;
export const SERVER_ERROR_MESSAGE_MS = 15000;
/** More toasts at once are no longer read: a burst (a button pressed again and again) shows only the newest. */
const MAX_TOASTS = 3;

function sameText(a: MessageText, b: MessageText): boolean {
  if ('text' in a || 'text' in b) return 'text' in a && 'text' in b && a.text === b.text;
  return a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
}

interface MessageState {
  message: GlobalMessage | null;
  toasts: Toast[];
  showMessage: (message: GlobalMessage) => void;
  clearMessage: () => void;
  showToast: (content: MessageText, tone?: MessageTone) => void;
  dismissToast: (id: number) => void;
}

let nextToastId = 1;
let messageTimer: ReturnType<typeof setTimeout> | undefined;

export const useMessageStore = create<MessageState>()((set, get) => ({
  message: null,
  toasts: [],
  showMessage: (message) => {
    clearTimeout(messageTimer);
    set({ message });
    if (message.timeout !== undefined) {
      messageTimer = setTimeout(() => {
        if (get().message === message) set({ message: null });
      }, message.timeout);
    }
  },
  clearMessage: () => {
    clearTimeout(messageTimer);
    set({ message: null });
  },
  showToast: (content, tone = 'success') => {
    const id = nextToastId++;
    // The same toast again replaces the one showing (its 2 s start again) instead of stacking a copy under it.
    set((state) => ({
      toasts: [
        ...state.toasts.filter((toast) => toast.tone !== tone || !sameText(toast.content, content)),
        { id, content, tone },
      ].slice(-MAX_TOASTS),
    }));
    setTimeout(() => get().dismissToast(id), TOAST_DURATION_MS);
  },
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
