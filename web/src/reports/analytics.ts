import {
  averagePositions,
  optionCounts,
  positionAccuracy,
  type PositionAccuracy,
  type ReportQuestion,
} from '@dojo/protocol';
import type { AnswerRow } from './reportRows';

/** One question's analytics (the debrief's "which questions were hardest"). */
export interface QuestionStats {
  question: ReportQuestion;
  answers: number;
  /** Share of marked answers that were correct (0-1); null when nothing could be marked. */
  shareCorrect: number | null;
  /**
   * Every option offered (and every other answer given) with how many answers chose it: a
   * checkbox answer counts once for each option it ticked (protocol's `optionCounts`).
   */
  choices: { text: string; count: number; mark: AnswerRow['mark'] | null }[];
  /** Reorder with a correct order: per item, how many answers put it in its place. */
  positions: PositionAccuracy[] | null;
  /** Reorder without a correct order: each item's average place. */
  averagePlaces: { item: string; average: number | null }[] | null;
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

/** Options are counted for list answers; free text and forms by the whole answer text. */
function choicesOf(question: ReportQuestion, own: readonly AnswerRow[]): QuestionStats['choices'] {
  const listed = ['checkbox', 'option', 'random'].includes(question.responseType ?? '');
  if (listed) {
    // A single-choice option's mark is its answer's mark; a ticked option has none of its own.
    const single = question.responseType !== 'checkbox';
    return optionCounts(
      question.options ?? [],
      own.map((row) => row.items),
    ).map(({ option, count }) => ({
      text: option,
      count,
      mark: single ? (own.find((row) => row.text === option)?.mark ?? null) : null,
    }));
  }
  const counts = new Map<string, { count: number; mark: AnswerRow['mark'] | null }>();
  for (const option of question.options ?? []) counts.set(option, { count: 0, mark: null });
  for (const row of own) {
    const entry = counts.get(row.text) ?? { count: 0, mark: row.mark };
    counts.set(row.text, { count: entry.count + 1, mark: row.mark });
  }
  return [...counts].map(([text, entry]) => ({ text, ...entry }));
}

/** Per question: share correct, chosen options, median time, per team; hardest first. */
export function questionStats(
  questions: readonly ReportQuestion[],
  rows: readonly AnswerRow[],
): QuestionStats[] {
  const stats = questions.map((question): QuestionStats => {
    const own = rows.filter((row) => row.question.id === question.id);
    const teams = [...new Set(own.map((row) => row.team))].map((team) => {
      const mine = own.filter((row) => row.team === team);
      return { team, answers: mine.length, shareCorrect: shareCorrect(mine) };
    });
    const reorder = question.responseType === 'reorder';
    const orders = own.map((row) => row.items);
    return {
      question,
      answers: own.length,
      shareCorrect: shareCorrect(own),
      choices: reorder ? [] : choicesOf(question, own),
      positions:
        reorder && question.correctOrder ? positionAccuracy(question.correctOrder, orders) : null,
      averagePlaces:
        reorder && !question.correctOrder ? averagePositions(question.options ?? [], orders) : null,
      medianSeconds: median(own.map((row) => row.seconds)),
      teams,
    };
  });
  // Hardest first: lowest share correct; questions nobody could be marked on go last.
  return stats.sort((a, b) => (a.shareCorrect ?? 2) - (b.shareCorrect ?? 2));
}
