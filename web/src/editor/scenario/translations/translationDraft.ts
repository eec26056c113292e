import {
  sameValue,
  type Language,
  optionText,
  parseResponseOptions,
  translatablePdfs,
  translatablePersonas,
  type EventTranslation,
  type PdfTranslation,
  type ScenarioEvent,
  type ScenarioTranslation,
} from '@dojo/protocol';

/**
 * The Translations view's pure steps (docs/translations.md): which originals an author
 * translates, and one text of a translation changed at a time.
 */

export const EMPTY_TRANSLATION: ScenarioTranslation = { events: {}, personas: {}, pdfs: {} };

/** The texts of an event an author translates, in the order the form shows them. */
export type EventField = 'subject' | 'content' | 'correctFeedback' | 'wrongFeedback';

export const EVENT_FIELDS: readonly { field: EventField; label: string; long: boolean }[] = [
  { field: 'subject', label: 'Subject', long: false },
  { field: 'content', label: 'Body', long: true },
  { field: 'correctFeedback', label: 'Feedback when right', long: true },
  { field: 'wrongFeedback', label: 'Feedback when wrong', long: true },
];

const filled = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '';

/** An event's original texts that need a translation: fields, then options by id. */
export function eventOriginals(event: ScenarioEvent) {
  return {
    fields: EVENT_FIELDS.filter(({ field }) => filled(event[field])),
    options: parseResponseOptions(event.options)
      .map((option, index) => ({ id: String(index), text: optionText(option) }))
      .filter((option) => filled(option.text)),
  };
}

/** The events that have anything to translate. */
export function translatableEvents(events: readonly ScenarioEvent[]): ScenarioEvent[] {
  return events.filter((event) => {
    const originals = eventOriginals(event);
    return originals.fields.length > 0 || originals.options.length > 0;
  });
}

/** Each persona with the role the events show, once. */
export function personaRoles(events: readonly ScenarioEvent[]) {
  return translatablePersonas(events).map((name) => ({
    name,
    role: events.find((event) => event.name?.trim() === name && filled(event.role))?.role ?? '',
  }));
}

export { translatablePdfs };

/** Empty text is no translation: the key goes, so the original shows. */
function put<T extends object>(record: T, key: keyof T, text: string): T {
  const next = { ...record };
  if (text === '') delete next[key];
  else next[key] = text as T[keyof T];
  return next;
}

export function withTitle(translation: ScenarioTranslation, text: string): ScenarioTranslation {
  return put(translation, 'title', text);
}

export function withEventText(
  translation: ScenarioTranslation,
  eventId: string,
  field: EventField,
  text: string,
): ScenarioTranslation {
  const event: EventTranslation = translation.events[eventId] ?? {};
  return { ...translation, events: { ...translation.events, [eventId]: put(event, field, text) } };
}

export function withOptionText(
  translation: ScenarioTranslation,
  eventId: string,
  optionId: string,
  text: string,
): ScenarioTranslation {
  const event: EventTranslation = translation.events[eventId] ?? {};
  const options = put(event.options ?? {}, optionId, text);
  return { ...translation, events: { ...translation.events, [eventId]: { ...event, options } } };
}

export function withRole(
  translation: ScenarioTranslation,
  persona: string,
  role: string,
): ScenarioTranslation {
  const personas = {
    ...translation.personas,
    [persona]: put({ ...translation.personas[persona] }, 'role', role),
  };
  return { ...translation, personas };
}

export function withPdfText(
  translation: ScenarioTranslation,
  pdf: string,
  field: 'title' | 'content',
  text: string,
): ScenarioTranslation {
  const current: PdfTranslation = translation.pdfs[pdf] ?? {};
  return { ...translation, pdfs: { ...translation.pdfs, [pdf]: put(current, field, text) } };
}

type Translations = Partial<Record<Language, ScenarioTranslation>>;

/**
 * The stored translations changed under the view (another author saved one, or this one's
 * save came back): each language the author has not changed since it was read takes the
 * stored one; one the author changed keeps the author's text, and when the other author
 * changed it too it is listed in `kept`, so the view can say so (docs/editor-api.md, "Live").
 */
export function takeStoredTranslations(
  before: Translations,
  stored: Translations,
  mine: Translations,
): { drafts: Translations; kept: Language[] } {
  const drafts: Translations = {};
  const kept: Language[] = [];
  const languages = new Set([...Object.keys(stored), ...Object.keys(mine)] as Language[]);
  for (const language of languages) {
    const [was, theirs, ours] = [before[language], stored[language], mine[language]];
    const taken = sameValue(ours, was) || sameValue(ours, theirs) ? theirs : ours;
    if (!sameValue(ours, was) && !sameValue(theirs, was) && !sameValue(ours, theirs))
      kept.push(language);
    if (taken !== undefined) drafts[language] = taken;
  }
  return { drafts, kept };
}
