import { create } from 'zustand';
import { mailCalls, type MailLog, type OutboxEntry, type OutboxMessage } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';

type Load = 'idle' | 'loading' | 'ready' | 'failed';

interface OutboxState {
  state: Load;
  error: string;
  /** Every stored message with its fate (SMTP and outbox alike), and where mail goes. */
  log: MailLog | null;
  /** The outbox's files (outbox mode only). */
  entries: OutboxEntry[];
  open: OutboxMessage | null;
  opening: string | null;
  load(token: string): Promise<void>;
  show(token: string, id: string): Promise<void>;
}

/**
 * The admin's mail screen: the mail log (each message's fate), and in outbox mode the written
 * files with the one open (docs/mail-and-jobs.md).
 */
export const useOutbox = create<OutboxState>()((set) => ({
  state: 'idle',
  error: '',
  log: null,
  entries: [],
  open: null,
  opening: null,
  async load(token) {
    set({ state: 'loading', error: '' });
    try {
      const log = await callApi(mailCalls.getMailLog, { token });
      // With an SMTP server there are no files: the log is the record of what was sent.
      const entries =
        log.transport === 'outbox' ? await callApi(mailCalls.getOutbox, { token }) : [];
      set({ state: 'ready', log, entries });
    } catch (error) {
      set({ state: 'failed', error: errorMessage(error) });
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
