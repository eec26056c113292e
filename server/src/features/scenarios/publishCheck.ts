import type { ResponseOf, ScenarioEvent, scenarioCalls } from '@dojo/protocol';
import { prePublishCheck } from '@dojo/scheduler';

/** The saveFile / importScenario answer: {type, data} plus the pre-publish check. */
export type SavedScenario = ResponseOf<typeof scenarioCalls.saveFile>;

/** The scheduler's pre-publish check, in the answer's shape (the compiler keeps them equal). */
export function publishCheckOf(events: readonly ScenarioEvent[]): SavedScenario['check'] {
  return prePublishCheck(events);
}
