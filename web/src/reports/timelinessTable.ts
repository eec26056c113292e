import { TimelinessVerdict, timelinessVerdict, type TimeSetting } from '@dojo/protocol';
import type { AnswerRow } from './reportRows';

/** The bar chart's buckets, in order. */
export const TIMELINESS_BUCKETS: readonly TimelinessVerdict[] = TimelinessVerdict.options;

/** One bar group of the timeliness graph: a question, with how many answers fell in each bucket. */
export interface TimelinessBar {
  id: string;
  subject: string;
  early: number;
  'in time': number;
  late: number;
}

export function timelinessBars(rows: readonly AnswerRow[]): TimelinessBar[] {
  const bars = new Map<string, TimelinessBar>();
  for (const row of rows) {
    const bar = bars.get(row.question.id) ?? {
      id: row.question.id,
      subject: row.question.subject,
      early: 0,
      'in time': 0,
      late: 0,
    };
    bar[row.timeliness] += 1;
    bars.set(row.question.id, bar);
  }
  return [...bars.values()];
}

/**
 * One row of the timeliness table: an event, a team and a time setting (players with extra
 * time are judged against their own limit, so they get a line of their own), with the
 * average time and its verdict.
 */
export interface TimelinessLine {
  id: string;
  subject: string;
  team: string;
  answers: number;
  averageSeconds: number;
  /** The limit for these players: the question's, scaled by their time setting. */
  limitSeconds: number | null;
  timeSetting: TimeSetting;
  /** The one verdict (`timelinessVerdict`) of the average time, as each answer is judged. */
  verdict: TimelinessVerdict;
}

export function timelinessLines(rows: readonly AnswerRow[]): TimelinessLine[] {
  const groups = new Map<string, AnswerRow[]>();
  for (const row of rows) {
    const key = `${row.question.id}\u0000${row.team}\u0000${row.timeSetting}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as AnswerRow;
    const average = group.reduce((sum, row) => sum + row.seconds, 0) / group.length;
    return {
      id: first.question.id,
      subject: first.question.subject,
      team: first.team,
      answers: group.length,
      averageSeconds: Math.round(average),
      limitSeconds: first.limitSeconds,
      timeSetting: first.timeSetting,
      verdict: timelinessVerdict(average, first.question.timeLimit, first.timeSetting),
    };
  });
}
