import {
  TUTORIAL_EVENT_IDS,
  TUTORIAL_REORDER_COMPARED,
  type EventAnswer,
  type ScenarioEvent,
} from '@dojo/protocol';
import { responseKind } from '../state/events';

export const TUTORIAL_MESSAGE = "Please follow the tutorial's instruction to proceed.";

/** Tutorial events (ids t1 to t10) are answered in the browser, never sent to the server. */
export function isTutorialEvent(id: string): boolean {
  return TUTORIAL_EVENT_IDS.includes(id);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A form expectation 'identifier=value' holds when the field has (or includes) the value. */
function formMatches(expected: readonly string[], answer: EventAnswer): boolean {
  if (typeof answer !== 'object' || Array.isArray(answer)) return false;
  return expected.every((rule) => {
    const [field = '', value = ''] = rule.split('=', 2);
    const given = answer[field];
    if (Array.isArray(given)) return given.some((item) => same(item, value));
    return typeof given === 'string' && same(given, value);
  });
}

/**
 * Whether an answer to a tutorial event matches what the step asks for (its `correct`
 * list, docs/player.md): one of the listed options or texts; a checkbox answer needs the
 * same set; a reorder answer compares its first 5 items; a form answer holds every
 * 'identifier=value' listed. A step that lists nothing accepts any answer.
 */
export function tutorialAnswerMatches(event: ScenarioEvent, answer: EventAnswer): boolean {
  const expected = event.correct ?? [];
  if (expected.length === 0) return true;
  switch (responseKind(event)) {
    case 'checkbox': {
      if (!Array.isArray(answer)) return false;
      const given = new Set(answer);
      return given.size === new Set(expected).size && expected.every((item) => given.has(item));
    }
    case 'reorder': {
      if (!Array.isArray(answer)) return false;
      const compared = expected.slice(0, TUTORIAL_REORDER_COMPARED);
      return compared.every((item, index) => answer[index] === item);
    }
    case 'form':
      return formMatches(expected, answer);
    case 'text':
      return typeof answer === 'string' && expected.some((text) => same(text, answer));
    default:
      return typeof answer === 'string' && expected.includes(answer);
  }
}
