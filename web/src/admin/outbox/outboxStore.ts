import { create } from 'zustand';
import { ERROR, mailCalls, type OutboxEntry, type OutboxMessage } from '@dojo/protocol';
import { callApi, errorMessage, isApiError } from '../../shared/api';

type Load = 'idle' | 'loading' | 'ready' | 'smtp' | 'failed';

interface OutboxState {
  state: Load;
  error: string;
  entries: OutboxEntry[];
  open: OutboxMessage | null;
  opening: string | null;
  load(token: string): Promise<void>;
  show(token: string, id: string): Promise<void>;
}

/** The admin's outbox: the list of written messages and the one open (docs/mail-and-jobs.md). */
export const useOutbox = create<OutboxState>()((set) => ({
  state: 'idle',
  error: '',
  entries: [],
  open: null,
  opening: null,
  async load(token) {
    set({ state: 'loading', error: '' });
    try {
      set({ state: 'ready', entries: await callApi(mailCalls.getOutbox, { token }) });
    } catch (error) {
      // no_outbox: mail goes to an SMTP server, so there is no outbox to show.
      const smtp = isApiError(error, ERROR.no_outbox);
      set({ state: smtp ? 'smtp' : 'failed', error: errorMessage(error) });
    }
  },
  async show(token, id) {
    set({ opening: id, error: '' });
    try {
      set({ open: await callApi(mailCalls.getOutboxMessage, { token, id }), opening: null });
    } catch (error) {
      set({ opening: null, error: errorMessage(error) });
    }
  },
}));
