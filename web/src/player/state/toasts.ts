import { create } from 'zustand';
import type { ScenarioEvent } from '@dojo/protocol';
import { eventKind } from './events';

export interface Toast {
  id: number;
  title: string;
  detail: string;
  /** The event to open when the toast is clicked (one new event only). */
  eventId: string | null;
}

interface ToastState {
  toasts: Toast[];
  push(toast: Omit<Toast, 'id'>): void;
  dismiss(id: number): void;
  /** The player opened this event: its notice has done its job. */
  dismissEvent(eventId: string): void;
  clear(): void;
}

let nextId = 1;

/** At most this many toasts are shown; older ones make way. */
const MAX_TOASTS = 3;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  push: (toast) =>
    set((state) => ({ toasts: [...state.toasts, { ...toast, id: nextId++ }].slice(-MAX_TOASTS) })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dismissEvent: (eventId) =>
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.eventId !== eventId) })),
  clear: () => set({ toasts: [] }),
}));

const NOUN: Record<ReturnType<typeof eventKind>, string> = {
  Email: 'e-mail',
  Social: 'social post',
  News: 'news article',
  Alert: 'alert',
};

/** The toast for events that just arrived. */
export function toastFor(added: readonly ScenarioEvent[]): Omit<Toast, 'id'> | null {
  const [first] = added;
  if (!first) return null;
  if (added.length > 1) {
    return {
      title: `${added.length} new messages`,
      detail: 'Check your inbox, social feed and news.',
      eventId: null,
    };
  }
  const from = first.name ? ` from ${first.name}` : '';
  return {
    title: `New ${NOUN[eventKind(first)]}${from}`,
    detail: first.subject ?? '',
    eventId: first.id,
  };
}
