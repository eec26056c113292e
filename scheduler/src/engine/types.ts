import type { EventAnswer, ScenarioEvent } from '@dojo/protocol';
import type { GameClock } from '../clock';

/**
 * The exercise engine's contract (ARCHITECTURE §4). Everything is a pure function of these
 * inputs and an injected `now`; nothing is stored per tick. All times are milliseconds of
 * GAME time (see `gameTime`), except `now` (epoch ms, wall clock).
 */

/** One stored answer. For a team question, any team member's answer counts for the team. */
export interface EngineResponse {
  eventId: string;
  answer: EventAnswer;
  /** Game time at which it was answered. */
  answeredAt: number;
  /** The player who answered. */
  player: string;
  /** The answering player's team, when the exercise has teams. */
  team?: string;
}

/** An event a facilitator sent during the run; it shows at `sentAt` to its recipients. */
export interface AdHocEvent {
  event: ScenarioEvent;
  /** Game time it was sent at. */
  sentAt: number;
}

export interface ProjectionInput {
  /** The scenario snapshot taken when the exercise was created, in editor order. */
  events: readonly ScenarioEvent[];
  clock: GameClock;
  /** The player whose view is projected. */
  player: string;
  /** That player's team, if any (team questions are shared inside it). */
  team?: string;
  /** The player's own answers and, for team questions, their team's answers. */
  responses: readonly EngineResponse[];
  adHocEvents: readonly AdHocEvent[];
  /** Wall clock, epoch ms. */
  now: number;
}

export interface VisibleEvent {
  event: ScenarioEvent;
  /** Game time it became (or becomes) visible. */
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
}
