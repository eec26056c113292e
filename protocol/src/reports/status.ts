import { z } from 'zod';

/**
 * One status per player (docs/reports.md, "Player status"), decided here and shown the same
 * on the dashboard, the report, the Learners tab, the admin's campaign details, the
 * facilitator console, the printed report (PDF) and the debrief CSV.
 */
export const PlayerStatus = z.enum([
  'invited',
  'opened',
  'playing',
  'completed',
  'expired',
  'removed',
]);
export type PlayerStatus = z.infer<typeof PlayerStatus>;

/** The order the dashboard, the charts and the CSV list statuses in. */
export const PLAYER_STATUSES: readonly PlayerStatus[] = PlayerStatus.options;

export const PLAYER_STATUS_LABEL: Record<PlayerStatus, string> = {
  invited: 'Invited',
  opened: 'Opened',
  playing: 'Playing',
  completed: 'Completed',
  expired: 'Expired',
  removed: 'Removed',
};

/** What each status means, for the tables' captions and the docs. */
export const PLAYER_STATUS_MEANING: Record<PlayerStatus, string> = {
  invited: 'link made, invitation queued or sent, never opened',
  opened: 'link opened, agreement (NDA) not accepted yet',
  playing: 'agreement accepted, run not ended',
  completed: 'run ended: passed or failed',
  expired: 'link expired before the run ended',
  removed: 'taken out of the exercise',
};

/** The plain facts a player's status is decided from (no store, engine or clock inside). */
export interface PlayerStatusFacts {
  /** The player was taken out of the exercise. */
  removed?: boolean;
  /** The run ended (the end screen was reached, or the facilitator closed it). */
  finished: boolean;
  /** When the link stops working (ISO); null: it never expires (facilitated runs). */
  expiresAt: string | null;
  /** Epoch ms of the moment the status is for. */
  now: number;
  /** The link was opened at least once (the player's clock started, or they joined). */
  opened: boolean;
  /**
   * The player accepted the agreement, or has done anything in the game (read, answered,
   * noted): records from before the agreement was stored count as playing then.
   */
  playing: boolean;
}

/**
 * Removed first; then completed once the run ended; expired when the link's expiry passed
 * without an end; else playing, opened or invited by how far the player got.
 */
export function playerStatus(facts: PlayerStatusFacts): PlayerStatus {
  if (facts.removed === true) return 'removed';
  if (facts.finished) return 'completed';
  if (facts.expiresAt !== null && Date.parse(facts.expiresAt) <= facts.now) return 'expired';
  if (facts.playing) return 'playing';
  return facts.opened ? 'opened' : 'invited';
}

/** When the status can change by time alone: the expiry, for a run that may still expire. */
export function statusChangesAt(status: PlayerStatus, expiresAt: string | null): number | null {
  if (expiresAt === null) return null;
  return status === 'invited' || status === 'opened' || status === 'playing'
    ? Date.parse(expiresAt)
    : null;
}

/** A player's score as every view shows it: correct of scored questions seen, and the pass. */
export const PlayerResult = z.object({
  score: z.number().int().nonnegative(),
  totalQuestions: z.number().int().nonnegative(),
  /** Only once the run is completed: an unfinished run has no verdict. */
  passed: z.boolean().optional(),
});
export type PlayerResult = z.infer<typeof PlayerResult>;

/**
 * The score a status may show: none before the player plays (nothing to score), the score so
 * far while playing or once expired, and the pass verdict only once completed.
 */
export function playerResult(
  status: PlayerStatus,
  engine: { score: number; totalQuestions: number; passed: boolean } | null,
): PlayerResult | null {
  if (!engine || status === 'invited' || status === 'opened' || status === 'removed') return null;
  const counts = { score: engine.score, totalQuestions: engine.totalQuestions };
  return status === 'completed' ? { ...counts, passed: engine.passed } : counts;
}

/**
 * The score a view shows, as values: none ('—'), or the counts, `soFar` while playing. The
 * English `scoreText` and the portal's words in the reader's language both read it.
 */
export type ScoreShown = { score: number; total: number; soFar: boolean } | null;

export function scoreShown(
  status: PlayerStatus,
  result: PlayerResult | null | undefined,
): ScoreShown {
  if (!result || (result.totalQuestions === 0 && status !== 'completed')) return null;
  return { score: result.score, total: result.totalQuestions, soFar: status === 'playing' };
}

/** The score column: '3 / 4', '2 / 3 so far' while playing, '—' without one. */
export function scoreText(status: PlayerStatus, result: PlayerResult | null | undefined): string {
  const shown = scoreShown(status, result);
  if (!shown) return '—';
  const counts = `${shown.score} / ${shown.total}`;
  return shown.soFar ? `${counts} so far` : counts;
}

/**
 * The pass rate's parts: runs with a verdict (completed) and how many of them passed. A run
 * without a verdict (playing, expired, never started) counts in neither, so an unfinished
 * exercise never reads as a better pass rate than it has.
 */
export function passCounts(results: readonly (Pick<PlayerResult, 'passed'> | null | undefined)[]): {
  judged: number;
  passed: number;
} {
  const judged = results.filter((result) => result?.passed !== undefined);
  return { judged: judged.length, passed: judged.filter((result) => result?.passed).length };
}

/** The verdict a view shows beside a completed run's score; null without one. */
export function passVerdict(
  status: PlayerStatus,
  result: PlayerResult | null | undefined,
): 'passed' | 'failed' | null {
  if (status !== 'completed' || result?.passed === undefined) return null;
  return result.passed ? 'passed' : 'failed';
}

/** Pass or fail, shown only for a completed run. */
export function passLabel(result: PlayerResult | null | undefined): 'Passed' | 'Failed' | null {
  if (result?.passed === undefined) return null;
  return result.passed ? 'Passed' : 'Failed';
}

/** The result column: 'Passed' / 'Failed' once completed, else what the status is. */
export function resultText(status: PlayerStatus, result: PlayerResult | null | undefined): string {
  return (status === 'completed' ? passLabel(result) : null) ?? PLAYER_STATUS_LABEL[status];
}

/** The status in one line: 'Completed · Passed', 'Playing', 'Expired'. */
export function statusLabel(status: PlayerStatus, result?: PlayerResult | null): string {
  const pass = status === 'completed' ? passLabel(result) : null;
  return pass ? `${PLAYER_STATUS_LABEL[status]} · ${pass}` : PLAYER_STATUS_LABEL[status];
}

/** How many players have each status. */
export function statusCounts(statuses: readonly PlayerStatus[]): Record<PlayerStatus, number> {
  const counts = Object.fromEntries(PLAYER_STATUSES.map((status) => [status, 0])) as Record<
    PlayerStatus,
    number
  >;
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** One team's result from its members' statuses and results. */
export interface TeamResult {
  /** Members still in the exercise (removed ones are left out). */
  players: number;
  /** Members who completed and passed. */
  passedPlayers: number;
  /** Every member completed and passed; false while anyone has not (yet). */
  passed: boolean;
}

export function teamResult(
  members: readonly { status: PlayerStatus; result: PlayerResult | null | undefined }[],
): TeamResult {
  const counted = members.filter((member) => member.status !== 'removed');
  const passedPlayers = counted.filter(
    (member) => member.status === 'completed' && member.result?.passed === true,
  ).length;
  return {
    players: counted.length,
    passedPlayers,
    passed: counted.length > 0 && passedPlayers === counted.length,
  };
}
