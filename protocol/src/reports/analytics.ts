/**
 * The report's per-question analytics (docs/reports.md, "Analytics"): pure counts over the
 * answers' items, so the screen and the printed report count the same way.
 */

/** One option with how many answers chose it. */
export interface OptionCount {
  option: string;
  count: number;
}

/**
 * Checkbox (and single-choice) questions: each answer counts once for every option it chose,
 * so three players ticking "Legal" among others read 3 for "Legal". Options nobody chose read
 * 0; a chosen text that is not an option (an old scenario's) is listed after them.
 */
export function optionCounts(
  options: readonly string[],
  answers: readonly (readonly string[])[],
): OptionCount[] {
  const counts = new Map<string, number>(options.map((option) => [option.trim(), 0]));
  for (const items of answers)
    for (const item of new Set(items.map((text) => text.trim()))) {
      if (item === '') continue;
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
  return [...counts].map(([option, count]) => ({ option, count }));
}

/** One item of a reorder question: where it belongs and how often it was put there. */
export interface PositionAccuracy {
  item: string;
  /** Its place in the correct order, from 1. */
  position: number;
  /** Answers that put it exactly there. */
  placed: number;
  answers: number;
}

/** Reorder questions with a correct order: per item, the answers that put it in its place. */
export function positionAccuracy(
  correctOrder: readonly string[],
  answers: readonly (readonly string[])[],
): PositionAccuracy[] {
  return correctOrder.map((item, index) => ({
    item,
    position: index + 1,
    placed: answers.filter((given) => given[index]?.trim() === item.trim()).length,
    answers: answers.length,
  }));
}

/** Reorder questions without a correct order: each item's average place (from 1), or null. */
export function averagePositions(
  options: readonly string[],
  answers: readonly (readonly string[])[],
): { item: string; average: number | null }[] {
  return options.map((item) => {
    const places = answers
      .map((given) => given.findIndex((text) => text.trim() === item.trim()))
      .filter((index) => index >= 0);
    const average =
      places.length === 0
        ? null
        : places.reduce((sum, index) => sum + index + 1, 0) / places.length;
    return { item, average };
  });
}
