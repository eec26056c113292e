import type { Readiness, ResponseOf, ScenarioEvent, scenarioCalls } from '@dojo/protocol';
import { PUBLICATION_MESSAGES } from '@dojo/protocol';
import { prePublishCheck } from '@dojo/scheduler';

/** The saveFile / importScenario answer: {type, data} plus the pre-publish check. */
export type SavedScenario = ResponseOf<typeof scenarioCalls.saveFile>;
type Check = NonNullable<SavedScenario['check']>;
type Publication = NonNullable<SavedScenario['publication']>;

/** The scheduler's pre-publish check, in the answer's shape (the compiler keeps them equal). */
export function publishCheckOf(events: readonly ScenarioEvent[]): Check {
  return prePublishCheck(events);
}

/**
 * Whether the documented saveFile asking for Visible publishes it visibly
 * (docs/editor-api.md, "Publishing"): the one check's errors never, its warnings only with
 * `publishAnyway`. Not asked for Visible: nothing is refused.
 */
export function publicationOf(
  readiness: Readiness,
  wanted: { visible: boolean; anyway: boolean },
): Publication {
  const { errors, warnings } = readiness;
  const published =
    wanted.visible && errors.length === 0 && (warnings.length === 0 || wanted.anyway);
  return { published, errors, warnings };
}

/** The answer's extra lines when Visible was asked for and refused. */
export function refusalLines(publication: Publication, visible: boolean): string[] {
  if (!visible || publication.published) return [];
  if (publication.errors.length > 0) return [PUBLICATION_MESSAGES.refused, ...publication.errors];
  return [PUBLICATION_MESSAGES.needsAnyway, ...publication.warnings];
}
