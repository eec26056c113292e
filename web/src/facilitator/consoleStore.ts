import { create } from 'zustand';
import {
  facilitatorCalls,
  type FacilitatorLogin,
  type FacilitatorStatus,
  type PausedState,
} from '@dojo/protocol';
import { ApiError, callApi, errorMessage } from '../shared/api';

/** Checking the link; the console is shown; the link is refused; the server could not be reached. */
export type ConsoleAccess = 'checking' | 'granted' | 'refused' | 'unreachable';

export interface ConsoleState {
  token: string;
  access: ConsoleAccess;
  /** Why the console could not be opened (unreachable). */
  accessError: string;
  login: FacilitatorLogin | null;
  status: FacilitatorStatus | null;
  /** The browser's clock when the status arrived (positions count down from it). */
  statusReceivedAt: number;
  /** The last status read failed (shown until one succeeds). */
  statusError: string | null;
  /** Checks the link (loginJWTFacilitator), then reads the status. */
  enter(token: string): Promise<void>;
  /** Re-reads the status; calls made while one runs fold into one more read. */
  refreshStatus(): Promise<void>;
  /** A clock or open change pushed by the server: banners and controls follow at once. */
  applyState(state: { paused: PausedState; open: boolean }): void;
}

const INITIAL = {
  token: '',
  access: 'checking' as ConsoleAccess,
  accessError: '',
  login: null,
  status: null,
  statusReceivedAt: 0,
  statusError: null,
};

let reading: Promise<void> | null = null;
let readAgain = false;

/** The facilitator console's state (docs/facilitator.md "The console"). */
export const useConsole = create<ConsoleState>()((set, get) => ({
  ...INITIAL,

  async enter(token) {
    set({ ...INITIAL, token });
    try {
      const login = await callApi(facilitatorCalls.loginJWTFacilitator, { token });
      if (get().token !== token) return;
      set({ access: 'granted', login });
    } catch (error) {
      if (get().token !== token) return;
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      set({ access: refused ? 'refused' : 'unreachable', accessError: errorMessage(error) });
      return;
    }
    await get().refreshStatus();
  },

  async refreshStatus() {
    if (reading) {
      readAgain = true;
      return reading;
    }
    const token = get().token;
    if (!token || get().access !== 'granted') return;
    reading = (async () => {
      do {
        readAgain = false;
        try {
          const status = await callApi(facilitatorCalls.getFacilitatorEvents, { token });
          if (get().token !== token) return;
          set({ status, statusReceivedAt: Date.now(), statusError: null });
        } catch (error) {
          if (get().token !== token) return;
          set({ statusError: errorMessage(error) });
        }
      } while (readAgain);
    })();
    try {
      await reading;
    } finally {
      reading = null;
    }
  },

  applyState({ paused, open }) {
    const status = get().status;
    if (status) set({ status: { ...status, paused, open } });
  },
}));
