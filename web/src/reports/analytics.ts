import type { ReportQuestion } from '@dojo/protocol';
import type { AnswerRow } from './reportRows';

/** One question's analytics (the debrief's "which questions were hardest"). */
export interface QuestionStats {
  question: ReportQuestion;
  answers: number;
  /** Share of marked answers that were correct (0-1); null when nothing could be marked. */
  shareCorrect: number | null;
  /** Every option offered (and every free answer given) with how often it was chosen. */
  choices: { text: string; count: number; mark: AnswerRow['mark'] | null }[];
  medianSeconds: number | null;
  /** Share correct per team. */
  teams: { team: string; answers: number; shareCorrect: number | null }[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function shareCorrect(rows: readonly AnswerRow[]): number | null {
  const marked = rows.filter((row) => row.mark !== 'neutral');
  if (marked.length === 0) return null;
  return marked.filter((row) => row.mark === 'correct').length / marked.length;
}

/** Per question: share correct, chosen options, median time, per team; hardest first. */
export function questionStats(
  questions: readonly ReportQuestion[],
  rows: readonly AnswerRow[],
): QuestionStats[] {
  const stats = questions.map((question): QuestionStats => {
    const own = rows.filter((row) => row.question.id === question.id);
    const counts = new Map<string, { count: number; mark: AnswerRow['mark'] | null }>();
    for (const option of question.options ?? []) counts.set(option, { count: 0, mark: null });
    for (const row of own) {
      const entry = counts.get(row.text) ?? { count: 0, mark: row.mark };
      counts.set(row.text, { count: entry.count + 1, mark: row.mark });
    }
    const teams = [...new Set(own.map((row) => row.team))].map((team) => {
      const mine = own.filter((row) => row.team === team);
      return { team, answers: mine.length, shareCorrect: shareCorrect(mine) };
    });
    return {
      question,
      answers: own.length,
      shareCorrect: shareCorrect(own),
      choices: [...counts].map(([text, entry]) => ({ text, ...entry })),
      medianSeconds: median(own.map((row) => row.seconds)),
      teams,
    };
  });
  // Hardest first: lowest share correct; questions nobody could be marked on go last.
  return stats.sort((a, b) => (a.shareCorrect ?? 2) - (b.shareCorrect ?? 2));
}
