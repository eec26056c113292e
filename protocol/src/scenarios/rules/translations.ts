import { LANGUAGE_NAMES, type Language } from '../../player/adaptations';
import type { ScenarioEvent } from '../event.entities';
import type { ScenarioFile } from '../entities';
import { optionText, parseResponseOptions } from '../options';
import type { ScenarioTranslation } from '../translation.entities';
import { originalLanguage, scenarioLanguages } from '../translations';
import { responseTypeOf } from './fields';

/**
 * What a translation still lacks (docs/translations.md): every original text that is not
 * empty needs its translation: per event the subject, body, feedbacks and option texts; the
 * role of every persona sending an event; the title and content of every attached PDF.
 */

/** One untranslated text: where it is and which field. */
export interface MissingText {
  /** 'scenario' (its title), 'event', 'persona' or 'pdf'. */
  kind: 'scenario' | 'event' | 'persona' | 'pdf';
  /** The event id, persona name or PDF file name. */
  key: string;
  /** The field: subject, content, correctFeedback, wrongFeedback, option:<id>, role, title. */
  field: string;
}

/** One translation's missing texts. */
export interface LanguageMissing {
  language: Language;
  missing: MissingText[];
}

const has = (text: string | undefined) => text !== undefined && text.trim() !== '';

const EVENT_TEXTS = ['subject', 'content', 'correctFeedback', 'wrongFeedback'] as const;

function eventMissing(event: ScenarioEvent, translation: ScenarioTranslation): MissingText[] {
  const texts = translation.events[event.id];
  const missing: MissingText[] = EVENT_TEXTS.filter(
    (field) => has(event[field]) && !has(texts?.[field]),
  ).map((field) => ({ kind: 'event', key: event.id, field }));
  parseResponseOptions(event.options).forEach((option, index) => {
    if (has(optionText(option)) && !has(texts?.options?.[String(index)])) {
      missing.push({ kind: 'event', key: event.id, field: `option:${index}` });
    }
  });
  return missing;
}

/** The personas whose role the events show (a name with a role), once each, in order. */
export function translatablePersonas(events: readonly ScenarioEvent[]): string[] {
  const names = events.filter((e) => has(e.name) && has(e.role)).map((e) => e.name!.trim());
  return [...new Set(names)];
}

/** The PDFs the events attach or ask to fill in, once each, in order. */
export function translatablePdfs(events: readonly ScenarioEvent[]): string[] {
  const names = events.flatMap((event) => {
    const form = responseTypeOf(event) === 'form' ? [event.options] : [];
    return [event.pdf, event.pdf2, ...form];
  });
  return [...new Set(names.filter((name): name is string => has(name) && name !== '-1'))];
}

function languageMissing(
  scenario: Pick<ScenarioFile, 'scenario'> & Partial<Pick<ScenarioFile, 'title'>>,
  translation: ScenarioTranslation,
): MissingText[] {
  const events = scenario.scenario;
  const title: MissingText[] =
    has(scenario.title) && !has(translation.title)
      ? [{ kind: 'scenario', key: '', field: 'title' }]
      : [];
  return [
    ...title,
    ...events.flatMap((event) => eventMissing(event, translation)),
    ...translatablePersonas(events)
      .filter((name) => !has(translation.personas[name]?.role))
      .map((key): MissingText => ({ kind: 'persona', key, field: 'role' })),
    ...translatablePdfs(events).flatMap((key) =>
      (['title', 'content'] as const)
        .filter((field) => !has(translation.pdfs[key]?.[field]))
        .map((field): MissingText => ({ kind: 'pdf', key, field })),
    ),
  ];
}

/** Every translation's missing texts, in the order of `scenarioLanguages`. */
export function missingTranslations(
  scenario: Pick<ScenarioFile, 'scenario' | 'language' | 'translations'> &
    Partial<Pick<ScenarioFile, 'title'>>,
): LanguageMissing[] {
  const original = originalLanguage(scenario);
  return scenarioLanguages(scenario)
    .filter((language) => language !== original)
    .map((language) => ({
      language,
      missing: languageMissing(scenario, scenario.translations![language]!),
    }));
}

export const TRANSLATION_MESSAGES = {
  missing: (language: Language, count: number) =>
    `${LANGUAGE_NAMES[language]} translation: ${count} ${count === 1 ? 'text is' : 'texts are'} missing (players see the original there).`,
  original: (language: Language) =>
    `${LANGUAGE_NAMES[language]} is the original's language: edit the scenario itself.`,
  unsupported: (language: Language, available: readonly Language[]) =>
    `This scenario cannot be played in ${LANGUAGE_NAMES[language]}: choose ${available.map((l) => LANGUAGE_NAMES[l]).join(', ')}.`,
} as const;

/**
 * The pre-publish check's lines for translations: one per incomplete translation, with its
 * missing count (a warning: players of that language see the original's text there).
 */
export function translationFindings(
  scenario: Pick<ScenarioFile, 'scenario' | 'language' | 'translations'> &
    Partial<Pick<ScenarioFile, 'title'>>,
): string[] {
  return missingTranslations(scenario)
    .filter((entry) => entry.missing.length > 0)
    .map((entry) => TRANSLATION_MESSAGES.missing(entry.language, entry.missing.length));
}
