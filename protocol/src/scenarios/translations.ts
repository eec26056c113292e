import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../player/adaptations';
import type { EventAnswer, ResponseOption, ScenarioEvent } from './event.entities';
import type { PdfDefinition } from './pdf.entities';
import type { ScenarioFile } from './entities';
import type { EventTranslation, ScenarioTranslation } from './translation.entities';
import { optionText, parseResponseOptions } from './options';

/**
 * Playing a scenario in a player's language (docs/translations.md): every text comes from the
 * translation, or from the original where the translation has none. Ids, timings, branches
 * and option order never change, so every language plays the same game.
 */

type Translatable = Pick<ScenarioFile, 'language' | 'translations'>;

/** The language the original is written in. */
export function originalLanguage(scenario: Translatable): Language {
  return scenario.language ?? DEFAULT_LANGUAGE;
}

/** The languages a scenario can be played in: the original's first, then its translations'. */
export function scenarioLanguages(scenario: Translatable): Language[] {
  const original = originalLanguage(scenario);
  const translated = LANGUAGES.filter(
    (language) => language !== original && scenario.translations?.[language] !== undefined,
  );
  return [original, ...translated];
}

/** The translation a player of `language` reads, or undefined for the original. */
export function translationFor(
  scenario: Translatable,
  language: Language | undefined,
): ScenarioTranslation | undefined {
  if (language === undefined || language === originalLanguage(scenario)) return undefined;
  return scenario.translations?.[language];
}

const filled = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '';

function withText(option: ResponseOption, text: string): ResponseOption {
  if ('option' in option) return { ...option, option: text };
  if ('reorder' in option) return { ...option, reorder: text };
  if ('checkbox' in option) return { ...option, checkbox: text };
  return { ...option, random: text };
}

/** Pairs of (original text, translated text) of an event's options, by option id. */
function optionPairs(event: ScenarioEvent, translated: EventTranslation | undefined) {
  return parseResponseOptions(event.options).map((option, index) => {
    const original = optionText(option);
    const text = translated?.options?.[String(index)];
    return { option, original, text: filled(text) ? text : original };
  });
}

function mapTexts(answer: EventAnswer, map: (text: string) => string): EventAnswer {
  if (typeof answer === 'string') return map(answer);
  if (Array.isArray(answer)) return answer.map(map);
  return answer;
}

/**
 * An answer in the original's option texts, as stored and reported: a player of a translation
 * answers with the translated texts, matched to the original by option id. Texts that are
 * not a translated option (free text, forms, an original text) stay as they are.
 */
export function originalAnswer(
  event: ScenarioEvent,
  translation: ScenarioTranslation | undefined,
  answer: EventAnswer,
): EventAnswer {
  const pairs = optionPairs(event, translation?.events[event.id]);
  if (!translation || pairs.length === 0) return answer;
  return mapTexts(answer, (text) => {
    const found = pairs.find((pair) => pair.text.trim() === text.trim());
    return found ? found.original : text;
  });
}

/** A stored answer (original option texts) in the translation's texts. */
export function localizedAnswer(
  event: ScenarioEvent,
  translation: ScenarioTranslation | undefined,
  answer: EventAnswer,
): EventAnswer {
  const pairs = optionPairs(event, translation?.events[event.id]);
  if (!translation || pairs.length === 0) return answer;
  return mapTexts(answer, (text) => {
    const found = pairs.find((pair) => pair.original.trim() === text.trim());
    return found ? found.text : text;
  });
}

function localizeList(list: string[] | undefined, map: (text: string) => string) {
  return list === undefined ? undefined : list.map(map);
}

/** One event in a translation: texts replaced where translated, everything else kept. */
export function localizeEvent(
  event: ScenarioEvent,
  translation: ScenarioTranslation | undefined,
): ScenarioEvent {
  if (!translation) return event;
  const texts = translation.events[event.id];
  const pairs = optionPairs(event, texts);
  const toText = (text: string) =>
    pairs.find((pair) => pair.original.trim() === text.trim())?.text ?? text;
  const role = event.name ? translation.personas[event.name]?.role : undefined;
  const reRole = event.rePersona ? translation.personas[event.rePersona]?.role : undefined;
  const localized: ScenarioEvent = { ...event };
  if (filled(texts?.subject)) localized.subject = texts.subject;
  if (filled(texts?.content)) localized.content = texts.content;
  if (filled(texts?.correctFeedback)) localized.correctFeedback = texts.correctFeedback;
  if (filled(texts?.wrongFeedback)) localized.wrongFeedback = texts.wrongFeedback;
  if (filled(role)) localized.role = role;
  if (filled(reRole)) localized.reRole = reRole;
  if (pairs.length > 0) {
    localized.options = JSON.stringify(pairs.map((pair) => withText(pair.option, pair.text)));
    for (const key of ['correct', 'wrong', 'neutral'] as const) {
      const list = localizeList(event[key], toText);
      if (list !== undefined) localized[key] = list;
    }
    if (event.response !== undefined) localized.response = mapTexts(event.response, toText);
  }
  return localized;
}

/** The scenario's title for a player of `language` (the original's where untranslated). */
export function localizedTitle(
  scenario: Translatable & Pick<ScenarioFile, 'title'>,
  language: Language | undefined,
): string {
  const title = translationFor(scenario, language)?.title;
  return filled(title) ? title : scenario.title;
}

/** A PDF in a translation: its title, content and field labels where translated. */
export function localizePdf(
  pdf: PdfDefinition,
  translation: ScenarioTranslation | undefined,
): PdfDefinition {
  const texts = translation?.pdfs[pdf.fileName];
  if (!texts) return pdf;
  return {
    ...pdf,
    title: filled(texts.title) ? texts.title : pdf.title,
    content: filled(texts.content) ? texts.content : pdf.content,
    fields: pdf.fields.map((field) => {
      const label = texts.fields?.[field.identifier];
      return filled(label) ? { ...field, label } : field;
    }),
  };
}

/**
 * The scenario as a player of `language` plays it: every event localized (the original where
 * untranslated), the translations themselves left out. The one way scenario text reaches a
 * player (calls, pushes and mails go through it or its event step, `localizeEvent`).
 */
export function localizeScenario<T extends ScenarioFile>(scenario: T, language: Language): T {
  const translation = translationFor(scenario, language);
  const { translations: _translations, ...rest } = scenario;
  return {
    ...rest,
    title: localizedTitle(scenario, language),
    scenario: scenario.scenario.map((event) => localizeEvent(event, translation)),
  } as T;
}
