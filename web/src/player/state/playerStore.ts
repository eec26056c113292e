import { create } from 'zustand';
import type { ClockReading, ScenarioEvent, TeamRef, TimeSetting } from '@dojo/protocol';
import { arrivedAt, type ClockSample } from '../logic/timer';
import { mergeEvents } from './mergeMail';

export interface MailUpdate {
  events: ScenarioEvent[];
  finished: boolean;
  team: TeamRef;
  clock?: ClockReading | undefined;
  /** The player's time setting now (docs/extra-time.md); absent: keep the last known. */
  timeSetting?: TimeSetting | undefined;
}

export interface PlayerState {
  /** Visible events, oldest first, as the server orders them. */
  events: ScenarioEvent[];
  finished: boolean;
  team: TeamRef | null;
  /** True once the first inbox answer arrived. */
  loaded: boolean;
  /** The game clock from the latest update (time limits count on it). */
  clock: ClockSample | null;
  /** When each event arrived, on the browser clock (list times, timer fallback). */
  arrived: Record<string, number>;
  /** The player's time setting, once the server said (docs/extra-time.md). */
  timeSetting: TimeSetting | null;
  /**
   * How many whole inboxes were applied (reads and `full` pushes): a read asked for before the
   * latest one is older than what is shown, and is dropped (`liveBackend.refresh`).
   */
  wholeInboxes: number;
  /**
   * Applies an inbox update (a full getMail answer or a push) and answers the events that
   * are new since the last one (none on the very first load: nothing to notify about).
   */
  applyMail(update: MailUpdate, full: boolean, browserNow?: number): ScenarioEvent[];
  /** Changes one event in place (optimistic read, answer, like). */
  patchEvent(id: string, patch: (event: ScenarioEvent) => ScenarioEvent): void;
  reset(): void;
}

const EMPTY = {
  events: [] as ScenarioEvent[],
  finished: false,
  team: null,
  loaded: false,
  clock: null,
  arrived: {} as Record<string, number>,
  timeSetting: null as TimeSetting | null,
  wholeInboxes: 0,
};

export const usePlayerStore = create<PlayerState>()((set, get) => ({
  ...EMPTY,
  applyMail(update, full, browserNow = Date.now()) {
    const state = get();
    const { events, added } = mergeEvents(state.events, update.events, full);
    const clock = update.clock ? { ...update.clock, receivedAt: browserNow } : state.clock;
    const arrived = { ...state.arrived };
    for (const event of added) arrived[event.id] ??= arrivedAt(event, clock, browserNow);
    const timeSetting = update.timeSetting ?? state.timeSetting;
    set({
      events,
      finished: update.finished,
      team: update.team,
      loaded: true,
      clock,
      arrived,
      timeSetting,
      wholeInboxes: state.wholeInboxes + (full ? 1 : 0),
    });
    return state.loaded ? added : [];
  },
  patchEvent(id, patch) {
    set((state) => ({
      events: state.events.map((event) => (event.id === id ? patch(event) : event)),
    }));
  },
  reset() {
    set({ ...EMPTY, arrived: {} });
  },
}));
