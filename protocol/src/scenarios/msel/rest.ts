import { z } from 'zod';
import { call } from '../../core/call';
import { Status, Token, requiredText } from '../../core/status';
import { NameText, SubjectText, TEXT_LIMITS } from '../../core/bounds';
import { ScenarioFileName } from '../entities';
import { EventType } from '../event.entities';
import { EDITOR_MESSAGES } from '../messages';
import { MSEL_ROLES } from './columns';
import { MSEL_BASE64_MAX, MSEL_LIMITS } from './limits';
import { MSEL_MESSAGES } from './messages';

/** Ours (additive): MSEL sheets in and out of scenarios (docs/msel.md). */

export const MselFormat = z.enum(['csv', 'xlsx']);
export type MselFormat = z.infer<typeof MselFormat>;

export const MselRoleSchema = z.enum(MSEL_ROLES);

/** The author's mapping: which row is the header, and each column's role. */
export const MselMappingSchema = z.object({
  headerRow: z.number().int().min(1).max(1_000_000),
  roles: z.array(MselRoleSchema).max(MSEL_LIMITS.columns).readonly(),
});

const ChannelChoice = z.union([EventType, z.literal('skip')]);
const MselChannelChoices = z
  .record(z.string().max(100), ChannelChoice)
  .refine((choices) => Object.keys(choices).length <= 100, 'Choose at most 100 channel words.');
/** The latest start a sheet may give: a week of clock time. */
const MSEL_MAX_START = 7 * 24 * 3600;

/** The sheet as sent: its format and its bytes in base64 (at most `MSEL_LIMITS.bytes`). */
const MselUpload = z.object({
  token: Token,
  format: MselFormat,
  content: z
    .string()
    .max(MSEL_BASE64_MAX, MSEL_MESSAGES.tooBigAny)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file did not arrive whole: choose it again.'),
  /** Where the personas the sheet names, and no organisation holds, are created. */
  organisation: requiredText(MSEL_MESSAGES.organisation, TEXT_LIMITS.name),
  /** The author's mapping from the preview; absent, the import proposes one. */
  mapping: MselMappingSchema.optional(),
  /** The author's channel for each word we do not know (by `channelWordKey`), or 'skip'. */
  channels: MselChannelChoices.optional(),
  /** When the exercise starts in the sheet's time, in seconds (absent: the sheet's first time). */
  start: z.number().int().min(0).max(MSEL_MAX_START).optional(),
});

const Remark = z.object({ row: z.number().int(), text: z.string().max(1000) });

const PlannedEvent = z.object({
  row: z.number().int(),
  id: NameText,
  seconds: z.number(),
  channel: EventType,
  from: NameText,
  organisation: NameText,
  subject: SubjectText,
  persona: z.enum(['matched', 'new']),
});

/** What an import of this sheet would do: nothing is stored by a preview. */
export const MselPreview = z.object({
  /** The header row (0: none found) and every column with its role. */
  headerRow: z.number().int(),
  columns: z
    .array(z.object({ index: z.number().int(), header: SubjectText, role: MselRoleSchema }))
    .max(MSEL_LIMITS.columns),
  /** The channel words we do not know, with the rows naming each and the author's choice. */
  unknownChannels: z
    .array(
      z.object({
        word: z.string().max(100),
        rows: z.number().int(),
        chosen: ChannelChoice.optional(),
      }),
    )
    .max(100),
  /** The sheet's time the exercise starts at, in seconds. */
  origin: z.number(),
  /** Why nothing would be imported as mapped (a needed role without a column...). */
  problems: z.array(z.string().max(1000)).max(10),
  /** The saved mapping used for these headers, if one was. */
  savedMapping: NameText.optional(),
  events: z.array(PlannedEvent).max(MSEL_LIMITS.rows),
  newPersonas: z
    .array(z.object({ name: NameText, organisation: NameText, email: SubjectText }))
    .max(MSEL_LIMITS.rows),
  newOrganisations: z.array(NameText).max(MSEL_LIMITS.rows),
  skipped: z.array(Remark).max(MSEL_LIMITS.rows + 1),
  notes: z.array(Remark).max(MSEL_LIMITS.rows * 10),
});
export type MselPreview = z.infer<typeof MselPreview>;

export const previewMsel = call('POST', '/api/previewMsel', MselUpload, MselPreview, {
  note: 'Ours (additive): reads an MSEL sheet (CSV or XLSX) and answers what importMsel would do.',
});

/**
 * Creates a NEW scenario from the sheet (a name in use answers 409 name_taken, nothing
 * stored), after creating the personas it needs. Answers the save's status and the report.
 */
export const importMsel = call(
  'POST',
  '/api/importMsel',
  MselUpload.extend({
    fileName: ScenarioFileName,
    title: SubjectText.optional(),
    /** Saves the import's column mapping under this name, offered for the same headers. */
    saveMappingAs: NameText.optional(),
  }),
  Status.extend({ name: NameText, report: MselPreview }),
  { note: 'Ours (additive): an MSEL sheet becomes a new scenario (docs/msel.md).' },
);

/** The file an export answers: its name, type and bytes in base64. */
export const MselFile = z.object({
  fileName: SubjectText,
  contentType: SubjectText,
  content: z.string().max(64 * 1024 * 1024),
});
export type MselFile = z.infer<typeof MselFile>;

export const exportMsel = call(
  'POST',
  '/api/exportMsel',
  z.object({
    token: Token,
    filename: requiredText(EDITOR_MESSAGES.selectScenario),
    format: MselFormat,
  }),
  MselFile,
  { note: 'Ours (additive): a saved scenario as an MSEL sheet, the columns import reads.' },
);
