import { optionTexts, responseTypeOf, type EventAnswer, type ScenarioEvent } from '@dojo/protocol';

const filled = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => value.trim()).filter((value) => value !== '');

/** A free text no list names (case aside), e.g. for a question that only lists wrong answers. */
function unlistedText(event: ScenarioEvent): string {
  const listed = new Set(
    [...filled(event.correct), ...filled(event.wrong), ...filled(event.neutral)].map((text) =>
      text.toLowerCase(),
    ),
  );
  let text = 'Another answer';
  for (let n = 2; listed.has(text.toLowerCase()); n += 1) text = `Another answer ${n}`;
  return text;
}

/**
 * The answers a player can give that can make a difference, for walking every way a
 * question can go (`waysOn`) and its best mark: each option of a single-choice question
 * (the option decides the branch), else one answer of each kind `markAnswer` tells apart —
 * the correct one where the options allow it, an unlisted one, a neutral one. Checkbox and
 * reorder answers are built from the options only, as the player can pick nothing else.
 */
export function answerChoices(event: ScenarioEvent): EventAnswer[] {
  const options = optionTexts(event).map((text) => text.trim());
  const correct = filled(event.correct);
  const wrong = filled(event.wrong);
  const neutral = filled(event.neutral);
  switch (responseTypeOf(event)) {
    case 'option':
    case 'random':
      return [...new Set(options)];
    case 'checkbox': {
      const picks = [
        options.filter((text) => correct.includes(text)),
        options.filter((text) => !wrong.includes(text) && !neutral.includes(text)),
        options.filter((text) => neutral.includes(text)).slice(0, 1),
        options,
      ];
      return picks.filter((pick) => pick.length > 0);
    }
    case 'reorder': {
      const ordered = correct.filter((text) => options.includes(text));
      return [[...ordered, ...options.filter((text) => !ordered.includes(text))]];
    }
    case 'form':
      return [{ answer: correct.length > 0 ? correct : [unlistedText(event)] }];
    case 'text':
      return [...correct.slice(0, 1), ...neutral.slice(0, 1), unlistedText(event)];
    case 'none':
      return [];
  }
}
