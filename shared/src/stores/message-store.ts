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
    set((state) => ({ toasts: [...state.toasts, { id, content, tone }] }));
    setTimeout(() => get().dismissToast(id), TOAST_DURATION_MS);
  },
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
