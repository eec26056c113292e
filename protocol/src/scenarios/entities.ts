import { z } from 'zod';
import { Level } from '../auth/entities';
import { IsoDate } from '../core/legacy';
import { requiredText } from '../core/status';
import { ScenarioEvent } from './event.entities';

import { ContentText, NameText, SubjectText, TEXT_LIMITS, UrlText } from '../core/bounds';
export * from './event.entities';
export * from './pdf.entities';
export * from './media.entities';
import { savedFileName } from './fileName';
import { Language } from '../player/adaptations';
import { ScenarioTranslations } from './translation.entities';
export * from './translation.entities';

/**
 * The longest scenario description (docs/editor-rules.md): the content bound, so a real
 * exercise brief fits; the catalogue card still cuts at 370 (`cutDescription`).
 */
export const SCENARIO_DESCRIPTION_MAX = TEXT_LIMITS.content;

/** The catalogue details of a scenario, set under Modify Details (docs/editor-rules.md). */
export const ScenarioDetails = z.object({
  visible: z.boolean(),
  title: SubjectText,
  subtitle: SubjectText,
  description: ContentText,
  playtime: SubjectText,
  maturity: SubjectText,
  delegates: SubjectText,
  competencies: SubjectText,
  image: UrlText,
  learningPrograms: z.boolean(),
  level: Level,
  teams: z.boolean(),
  beta: z.boolean(),
});
export type ScenarioDetails = z.infer<typeof ScenarioDetails>;

/** A scenario as saved and loaded: its events (each naming its section) and its details. */
export const ScenarioFile = ScenarioDetails.extend({
  fileName: NameText,
  scenario: z.array(ScenarioEvent),
  /** Ours (additive): the language the original is written in; absent means English. */
  language: Language.optional(),
  /** Ours (additive): the scenario's texts in other languages (docs/translations.md). */
  translations: ScenarioTranslations.optional(),
});
export type ScenarioFile = z.infer<typeof ScenarioFile>;

export const ScenarioSection = z.object({ name: NameText, events: z.array(ScenarioEvent) });
export type ScenarioSection = z.infer<typeof ScenarioSection>;

/** The Save Scenario / Save Section name rules (docs/editor-rules.md). */
export const ScenarioFileName = savedFileName({
  required: 'Enter a file name',
  noDash: "The character '-' is not allowed to be in the filename.",
});

/**
 * The Modify Details form (docs/editor-rules.md). Not a call's request: saveFile must still
 * accept a scenario whose details are unset, as the legacy editor saves one.
 */
export const ScenarioDetailsForm = ScenarioDetails.extend({
  title: requiredText("Title can't be empty."),
  description: requiredText("Description can't be empty.", SCENARIO_DESCRIPTION_MAX),
  image: requiredText('Please select an image.'),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'Belt level must be selected',
  }),
});

export const VersionDirectory = z.enum(['scenarios', 'sections']);
export type VersionDirectory = z.infer<typeof VersionDirectory>;

/**
 * One saved version (ours: the spec does not show the entry). `filename` is what
 * loadFile or loadSection takes to open that version.
 */
export const ScenarioVersion = z.object({
  filename: NameText,
  savedAt: IsoDate,
  /** Ours (additive): a publication or a named version; absent on versions kept before drafts. */
  kind: z.enum(['published', 'named']).optional(),
  /** A named version's name. */
  label: NameText.optional(),
  /** Ours (additive): the account that kept it (absent on versions kept before it was sent). */
  savedBy: NameText.optional(),
  /** Ours (additive): true on the version players get now, the scenario's last publication. */
  live: z.boolean().optional(),
});
export type ScenarioVersion = z.infer<typeof ScenarioVersion>;

export const ImageType = z.enum(
  [
    'Profile Picture',
    'Content Image',
    'Icon Image',
    'Web Content',
    'Background Image',
    'Logo',
    'Nav Icon',
    'Placeholder',
  ],
  { error: 'Please Select the image type' },
);
export type ImageType = z.infer<typeof ImageType>;
