import type {
  PublicationLibrary,
  ResponseOf,
  ScenarioEvent,
  ScenarioFile,
  scenarioCalls,
} from '@dojo/protocol';
import { PUBLICATION_MESSAGES, libraryFindings, translationFindings } from '@dojo/protocol';
import { prePublishCheck } from '@dojo/scheduler';

/** The saveFile / importScenario answer: {type, data} plus the pre-publish check. */
export type SavedScenario = ResponseOf<typeof scenarioCalls.saveFile>;
type Check = NonNullable<SavedScenario['check']>;
type Publication = NonNullable<SavedScenario['publication']>;

/** The scheduler's pre-publish check, in the answer's shape (the compiler keeps them equal). */
export function publishCheckOf(events: readonly ScenarioEvent[]): Check {
  return prePublishCheck(events);
}

/** The check's lines that break the story for players: these refuse publication. */
const ERROR_LINES = [
  / cannot be reached from the start\.$/,
  /which is not an event of the main sections\.$/,
  /so the story stops there\.$/,
  /^The scenario has no events outside Preset and Noise\.$/,
];

/**
 * Whether a save asking for Visible publishes (docs/editor-api.md, "Publishing"): errors
 * never, warnings (the check's other lines and the library findings) only with
 * `publishAnyway`. Not asked for Visible: nothing is refused.
 */
export function publicationOf(
  events: readonly ScenarioEvent[],
  check: Check,
  library: PublicationLibrary,
  wanted: { visible: boolean; anyway: boolean },
  /** The scenario with its translations: an incomplete one is a warning (docs/translations.md). */
  translated?: Pick<ScenarioFile, 'scenario' | 'language' | 'translations' | 'title'>,
): Publication {
  const errors = check.issues.filter((line) => ERROR_LINES.some((rule) => rule.test(line)));
  const warnings = [
    ...check.issues.filter((line) => !errors.includes(line)),
    ...libraryFindings(events, library),
    ...(translated ? translationFindings(translated) : []),
  ];
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
