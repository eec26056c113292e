import type { EventAnswer, ScenarioEvent, TimeSetting, TimeSettingPeriod } from '@dojo/protocol';
import type { GameClock } from '../clock';
import type { CompiledScenario } from './compile';

/**
 * The exercise engine's contract (docs/engine.md). Everything is a pure function of these
 * inputs and an injected `now`; nothing is stored per tick. All times are milliseconds of
 * GAME time (see `gameTime`), except `now` (epoch ms, wall clock).
 */

/** One stored answer. For a team question, any team member's answer counts for the team. */
export interface EngineResponse {
  eventId: string;
  answer: EventAnswer;
  /**
   * Game time at which it was answered, on the projected player's clock (with one clock per
   * player, the runner converts a teammate's answer through this player's clock).
   */
  answeredAt: number;
  /** The player who answered. */
  player: string;
  /** The answering player's team, when the exercise has teams. */
  team?: string;
  /**
   * Milliseconds between the event showing to the answering player and the answer. When set,
   * the timing branch and timeliness use it instead of `answeredAt - displayAt`, so a team
   * question branches the same way for every member (see docs/engine.md, team questions).
   */
  answeredAfterMs?: number;
}

/** An event a facilitator sent during the run; it shows at `sentAt` to its recipients. */
export interface AdHocEvent {
  event: ScenarioEvent;
  /** Game time it was sent at. */
  sentAt: number;
}

export interface ProjectionInput {
  /**
   * The scenario snapshot taken when the exercise was created, in editor order, or the same
   * snapshot compiled once with `compileScenario` (cheap when projecting many players).
   */
  events: readonly ScenarioEvent[] | CompiledScenario;
  clock: GameClock;
  /** The player whose view is projected. */
  player: string;
  /** That player's team, if any (team questions are shared inside it). */
  team?: string;
  /** The player's own answers and, for team questions, their team's answers. */
  responses: readonly EngineResponse[];
  /** The ad-hoc events sent to this player (the caller filters by recipient). */
  adHocEvents: readonly AdHocEvent[];
  /** Wall clock, epoch ms. */
  now: number;
  /**
   * The player's time setting over the game, sorted by `from` (docs/extra-time.md): each
   * question's limit and timing thresholds scale by the setting in force when it showed.
   * Absent: standard time throughout.
   */
  timeSettings?: readonly TimeSettingPeriod[];
}

export interface VisibleEvent {
  event: ScenarioEvent;
  /** Game time it became (or becomes) visible. */
  displayAt: number;
  /* The fields below are always set by `project`; optional only so older literals compile. */
  /** Where it comes from: the scenario, or a facilitator's ad-hoc event. */
  source?: 'scenario' | 'ad-hoc';
  /** The answer that counts for this player (for a team question: the team's first). */
  response?: EngineResponse;
  /** Game time its time limit runs out (questions with a limit only). */
  limitEndsAt?: number;
  /** The limit ran out before an answer came. */
  timedOut?: boolean;
  /** A question that still waits for this player's (or team's) answer. */
  awaitingAnswer?: boolean;
  /** The player's time setting its limits were scaled by; absent: standard time. */
  timeSetting?: TimeSetting;
}

/** An event already scheduled to show later; nothing a player does can cancel it. */
export interface UpcomingEvent {
  event: ScenarioEvent;
  /** Game time it will show. */
  displayAt: number;
}

export type Finish = { kind: 'end'; at: number } | { kind: 'report'; at: number };

export interface Projection {
  /** Every event visible at `now`, ordered by displayAt then scenario order. */
  visible: VisibleEvent[];
  /** Game time of the next change (an event due, a time limit running out); null if none. */
  nextDueAt: number | null;
  /** Set once the run reached '/0' (end) or '/1' (report/feedback). */
  finished: Finish | null;
  /** Game time at `now`. */
  gameTime: number;
  /* The fields below are always set by `project`; optional only so older literals compile. */
  /** Events already scheduled to show after `now`, by displayAt then scenario order. */
  upcoming?: UpcomingEvent[];
  /** An end ('/0' or '/1') already scheduled after `now`. */
  pendingFinish?: Finish | null;
}
