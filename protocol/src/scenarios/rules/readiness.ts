import type { ScenarioEvent } from '../event.entities';
import type { ScenarioFile } from '../entities';
import { isMainEvent, nextTarget, takesAnswer, thresholdSeconds, timeLimitSeconds } from './fields';
import { eventLabel, libraryFindings, type PublicationLibrary } from './publication';
import { translationFindings } from './translations';

/**
 * The one pre-publish check (docs/editor-rules.md, "Ready to publish"): the editor's
 * pre-publish panel and the server's publish both run it, so they say the same thing in the
 * same words. Errors refuse publication; warnings are shown and do not.
 *
 * Extending it: add a {@link ReadinessRule} to {@link READINESS_RULES} (and, when it needs
 * more than the events, the library and the story's structure, an optional field to
 * {@link ReadinessInput}). A rule answers issues; the check only collects them.
 */

export type ReadinessSeverity = 'error' | 'warning';

/** The rule that found an issue: stable, for tests and for counting ("3 missing translations"). */
export type ReadinessRuleName = 'story' | 'answers' | 'library' | 'timeouts' | (string & {});

export interface ReadinessIssue {
  severity: ReadinessSeverity;
  rule: ReadinessRuleName;
  /** The line the author reads, the same in the editor and in the server's refusal. */
  message: string;
}

/**
 * The story's structure as the scheduler's check finds it (`prePublishCheck`): the engine
 * lives there, so the findings come in as data. `issues` are its lines.
 */
export interface StoryFindings {
  unreachable: readonly string[];
  dangling: readonly { from: string; next: string }[];
  cyclesWithoutExit: readonly (readonly string[])[];
  issues: readonly string[];
}

export interface ReadinessInput {
  events: readonly ScenarioEvent[];
  /** The organisations and PDFs now. */
  library: PublicationLibrary;
  story: StoryFindings;
  /**
   * The scenario's translations as stored (docs/translations.md), when it has any: each
   * language's missing texts are counted, a warning per language.
   */
  translated?: TranslatedScenario;
}

/** What the translations rule reads of a scenario. */
export type TranslatedScenario = Pick<ScenarioFile, 'language' | 'translations'> &
  Partial<Pick<ScenarioFile, 'title'>>;

export type ReadinessRule = (input: ReadinessInput) => ReadinessIssue[];

export interface Readiness {
  /** No errors: publishing is allowed. */
  ready: boolean;
  issues: ReadinessIssue[];
  errors: string[];
  warnings: string[];
}

export const READINESS_MESSAGES = {
  ready: 'READY TO PUBLISH',
  /** The panel's badge with errors: 'NOT READY: 2 errors'. */
  notReadyBadge: (errors: number) => `NOT READY: ${errors} ${errors === 1 ? 'error' : 'errors'}`,
  notReady: 'NOT READY: fix the errors below before publishing.',
  /** The server's refusal, followed by the errors, one per line. */
  refused: 'Not published: fix these first.',
  noSubject: (event: ScenarioEvent) =>
    `${eventLabel(event)} has no subject: players see it without a title line.`,
  timeoutNowhere: (event: ScenarioEvent) =>
    `${eventLabel(event)} has a time limit, but nothing follows when it runs out: the question waits for ever.`,
} as const;

/** The story lines that break the game for players (the rest are warnings). */
const STORY_ERRORS = [
  / cannot be reached from the start\.$/,
  /which is not an event of the main sections\.$/,
  /so the story stops there\.$/,
  /^The scenario has no events outside Preset and Noise\.$/,
];

const storyRule: ReadinessRule = ({ story }) =>
  story.issues.map((message) => ({
    severity: STORY_ERRORS.some((pattern) => pattern.test(message)) ? 'error' : 'warning',
    rule: 'story',
    message,
  }));

/** A question players cannot answer (no options, no form, a Document as form) is an error. */
const ANSWER_ERRORS = [
  / question with no options: players cannot answer it\.$/,
  / asks for a form but names none: players cannot answer it\.$/,
  / which is a Document, not a Form\.$/,
  / asks for the form .*, which does not exist\.$/,
];

const libraryRule: ReadinessRule = ({ events, library }) =>
  libraryFindings(events, library).map((message) => {
    const answers = ANSWER_ERRORS.some((pattern) => pattern.test(message));
    return {
      severity: answers ? 'error' : 'warning',
      rule: answers ? 'answers' : 'library',
      message,
    };
  });

/** Where a question goes when its limit runs out (docs/engine.md): nextIfLate or next. */
function timeoutTarget(event: ScenarioEvent, limit: number) {
  const later = thresholdSeconds(event.laterThan);
  const late = later !== undefined && limit >= later ? nextTarget(event.nextIfLate) : null;
  return late && late.kind !== 'none' ? late : nextTarget(event.next);
}

const timeoutRule: ReadinessRule = ({ events }) =>
  events
    .filter((event) => isMainEvent(event) && takesAnswer(event))
    .filter((event) => {
      const limit = timeLimitSeconds(event);
      return limit !== undefined && timeoutTarget(event, limit).kind === 'none';
    })
    .map((event) => ({
      severity: 'warning' as const,
      rule: 'timeouts',
      message: READINESS_MESSAGES.timeoutNowhere(event),
    }));

/**
 * An email, news article or alert without a subject shows with an empty title line (a social
 * post's subject comes from its content). An MSEL row without a Subject cell gets one from its
 * body's first line; an event still without one is flagged here.
 */
const subjectRule: ReadinessRule = ({ events }) =>
  events
    .filter((event) => event.type !== 'Social' && (event.subject ?? '').trim() === '')
    .map((event) => ({
      severity: 'warning' as const,
      rule: 'subjects',
      message: READINESS_MESSAGES.noSubject(event),
    }));

/** "French: 3 texts are not translated yet." per language (docs/translations.md). */
const translationRule: ReadinessRule = ({ events, translated }) =>
  translated
    ? translationFindings({ ...translated, scenario: [...events] }).map((message) => ({
        severity: 'warning' as const,
        rule: 'translations',
        message,
      }))
    : [];

/** Every rule, in the order an author reads them. */
export const READINESS_RULES: readonly ReadinessRule[] = [
  storyRule,
  libraryRule,
  timeoutRule,
  subjectRule,
  translationRule,
];

/** The one pre-publish check over the draft as it would be published. */
export function publishReadiness(
  input: ReadinessInput,
  rules: readonly ReadinessRule[] = READINESS_RULES,
): Readiness {
  const issues = rules.flatMap((rule) => rule(input));
  const errors = issues.filter((issue) => issue.severity === 'error').map((i) => i.message);
  const warnings = issues.filter((issue) => issue.severity === 'warning').map((i) => i.message);
  return { ready: errors.length === 0, issues, errors, warnings };
}
