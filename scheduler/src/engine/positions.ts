import { PLAYER_STATUS_LABEL } from '@dojo/protocol';
import type { Finish, Projection, UpcomingEvent, VisibleEvent } from './types';

/** Where one player stands, for the facilitator's "View players' position" list. */
export interface PlayerPosition {
  player: string;
  /**
   * The latest scenario event the player received: their place in the scenario (the console
   * groups players by its subject). A facilitator's ad-hoc event never moves it.
   */
  last: VisibleEvent | null;
  /** The latest ad-hoc event, when it reached the player after `last`. */
  lastAdHoc: VisibleEvent | null;
  /** The next event already scheduled for the player. */
  next: UpcomingEvent | null;
  /** An end already scheduled, when no event comes before it. */
  ending: Finish | null;
  /** The open question everything else waits on, when nothing is scheduled. */
  awaiting: VisibleEvent | null;
  /** The run ended, or nothing is hidden any more and nothing waits for an answer. */
  finished: boolean;
}

export interface PlayerProjection {
  player: string;
  projection: Projection;
}

/** One player's position, from their projection. */
export function playerPosition({ player, projection }: PlayerProjection): PlayerPosition {
  const visible = projection.visible;
  const scenario = visible.filter((item) => item.source !== 'ad-hoc');
  const last = scenario[scenario.length - 1] ?? null;
  const latest = visible[visible.length - 1] ?? null;
  const lastAdHoc = latest && latest.source === 'ad-hoc' ? latest : null;
  const next = projection.finished ? null : (projection.upcoming?.[0] ?? null);
  const ending = projection.finished || next ? null : (projection.pendingFinish ?? null);
  const open = visible.filter((v) => v.awaitingAnswer === true);
  const awaiting = next || ending ? null : (open[open.length - 1] ?? null);
  const finished =
    projection.finished !== null || (next === null && ending === null && awaiting === null);
  return { player, last, lastAdHoc, next, ending, awaiting, finished };
}

export function playerPositions(players: readonly PlayerProjection[]): PlayerPosition[] {
  return players.map(playerPosition);
}

/** The facilitator status shape: players grouped by the subject they received last. */
export function groupBySubject(
  positions: readonly PlayerPosition[],
): { subject: string; players: PlayerPosition[] }[] {
  const groups = new Map<string, PlayerPosition[]>();
  for (const position of positions) {
    const subject = position.last ? subjectOf(position.last) : '';
    const group = groups.get(subject);
    if (group) group.push(position);
    else groups.set(subject, [position]);
  }
  return [...groups].map(([subject, players]) => ({ subject, players }));
}

const MINUTE_MS = 60_000;

/**
 * The console's line for a player (docs/admin.md): 'PAUSED' while paused, 'Completed' (the
 * one status label, docs/reports.md), else
 * '==> {next subject} ({minutes}m)' or '(<1m)' under a minute; 'Updating' when the due time
 * has passed but the projection has not caught up yet; an open question with nothing
 * scheduled reads '==> Awaiting an answer to {subject}'.
 */
export function positionLabel(position: PlayerPosition, gameTime: number, paused: boolean): string {
  if (paused) return 'PAUSED';
  if (position.finished) return PLAYER_STATUS_LABEL.completed;
  const due = position.next?.displayAt ?? position.ending?.at;
  if (due !== undefined) {
    const left = due - gameTime;
    if (left <= 0) return 'Updating';
    const what = position.next ? subjectOf(position.next) : 'End of the exercise';
    const minutes = Math.floor(left / MINUTE_MS);
    return `==> ${what} (${minutes < 1 ? '<1' : minutes}m)`;
  }
  return `==> Awaiting an answer to ${position.awaiting ? subjectOf(position.awaiting) : ''}`;
}

export function subjectOf(item: { event: { id: string; subject?: string } }): string {
  const subject = item.event.subject?.trim();
  return subject ? subject : `Event ${item.event.id}`;
}
