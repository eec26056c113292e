import type { TeamRef, TimeSetting } from '@dojo/protocol';
import type { InboxEntry } from './inboxDiff';

/** The game clock as a player's client needs it to run a countdown between pushes. */
export interface ClockReading {
  /** Game time (ms) at the moment of the answer or push. */
  gameTime: number;
  /** False before the start, while paused and after the end: game time stands still. */
  running: boolean;
}

/** Everything a player's inbox shows at one instant, re-read from the store. */
export interface PlayerView {
  /** The whole inbox, in the order it arrived, each event built only when sent. */
  entries: InboxEntry[];
  finished: boolean;
  /** The team as the player's client knows it (the Mailbox `team`). */
  team: TeamRef;
  /** The team name the player's socket follows into `team:<exercise>:<team>`. */
  teamName: string | null;
  clock: ClockReading;
  /** The player's time setting now (docs/extra-time.md): a live change is pushed. */
  timeSetting: TimeSetting;
  /** Wall-clock ms of the next change (an event due, a limit running out); null: none. */
  nextChangeAt: number | null;
}

/** A view with the stored inputs it was projected from. */
export interface Loaded<I> {
  view: PlayerView;
  inputs: I;
  /**
   * The one instant every view of a shared load was projected for (`views`): those views may
   * share projections and pushes like the scopes of one due moment.
   */
  at?: number;
}

/**
 * Where the runner gets a player's view; the player feature provides it. Writes invalidate,
 * and the runner then reloads from the store (`view`, or `views` for many players of one
 * exercise at once); a timer only moves time on, so it re-projects the inputs it already
 * holds (`reproject`) without reading the store.
 */
export interface PlayerViewSource<I> {
  /** The player's view now; null when the player no longer exists (removed, reset). */
  view(exerciseId: string, playerId: string): Promise<Loaded<I> | null>;
  /** Several players of one exercise, one read per collection; absent players are gone. */
  views(exerciseId: string, playerIds: readonly string[]): Promise<Map<string, Loaded<I>>>;
  /**
   * The view from inputs loaded before, at `at` (wall ms; the scopes of one due moment pass
   * the same instant, so equal inputs give one shared projection) or else the current time.
   */
  reproject(inputs: I, at?: number): Promise<PlayerView>;
  /**
   * A name for inputs that give equal views at any one instant (null: this player's own), so
   * the scopes of one due moment cost one projection per name. A finished view may still
   * record each player's end, so the runner re-projects those one by one.
   */
  shareKey(inputs: I): string | null;
  /** No scope of this exercise is served by this process any more (drop its caches). */
  release(exerciseId: string): void;
}
