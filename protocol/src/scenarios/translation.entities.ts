import { z } from 'zod';
import { Language } from '../player/adaptations';
import { ContentText, IdText, NameText, SubjectText } from '../core/bounds';

/**
 * A scenario's translations (docs/translations.md), stored inside the scenario document so
 * they version with it. Ids, timings and branches are the original's: a translation holds
 * only texts, each bounded like the text it translates. An absent text falls back to the
 * original's when played.
 */

/** Options have no stored id: an option's id is its position in the event's list ('0', '1', ...). */
export const OptionId = z.string().max(4).regex(/^\d+$/, 'An option id is its position.');

/** One event's texts in another language. */
export const EventTranslation = z.object({
  subject: SubjectText.optional(),
  content: ContentText.optional(),
  correctFeedback: ContentText.optional(),
  wrongFeedback: ContentText.optional(),
  /** Option texts by option id (position). */
  options: z.record(OptionId, SubjectText).optional(),
});
export type EventTranslation = z.infer<typeof EventTranslation>;

/** A persona's role in another language, keyed by the persona's name. */
export const PersonaTranslation = z.object({ role: SubjectText.optional() });
export type PersonaTranslation = z.infer<typeof PersonaTranslation>;

/** An attached PDF's title, content and field labels (by field identifier). */
export const PdfTranslation = z.object({
  title: SubjectText.optional(),
  content: ContentText.optional(),
  fields: z.record(NameText, SubjectText).optional(),
});
export type PdfTranslation = z.infer<typeof PdfTranslation>;

/** Everything translated into one language. */
export const ScenarioTranslation = z.object({
  /** The scenario's title as the player's screens and mails name it. */
  title: SubjectText.optional(),
  events: z.record(IdText, EventTranslation).default({}),
  personas: z.record(NameText, PersonaTranslation).default({}),
  pdfs: z.record(NameText, PdfTranslation).default({}),
});
export type ScenarioTranslation = z.infer<typeof ScenarioTranslation>;

/** The translations by language (never the original's own language). */
export const ScenarioTranslations = z.partialRecord(Language, ScenarioTranslation);
export type ScenarioTranslations = z.infer<typeof ScenarioTranslations>;
