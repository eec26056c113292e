import { create } from 'zustand';
import type { ScenarioEvent } from '@dojo/protocol';
import { eventKind } from './events';
import { t } from '../../shared/i18n';

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

/** The toast for events that just arrived, in the active language. */
export function toastFor(added: readonly ScenarioEvent[]): Omit<Toast, 'id'> | null {
  const [first] = added;
  if (!first) return null;
  if (added.length > 1) {
    return {
      title: t('toast.many', { count: added.length }),
      detail: t('toast.manyDetail'),
      eventId: null,
    };
  }
  const kind = eventKind(first);
  return {
    title: first.name ? t('toast.newFrom', { kind, name: first.name }) : t('toast.new', { kind }),
    detail: first.subject ?? '',
    eventId: first.id,
  };
}
