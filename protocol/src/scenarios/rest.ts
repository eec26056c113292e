import { z } from 'zod';
import { call } from '../core/call';
import { BaseRevision, Revision, RevisionStamp } from '../core/revision';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import {
  ImageType,
  MediaItem,
  PdfDefinition,
  PdfFileName,
  ScenarioDetails,
  ScenarioEvent,
  ScenarioFile,
  ScenarioFileName,
  ScenarioTranslation,
  ScenarioVersion,
  VersionDirectory,
} from './entities';
import { Language } from '../player/adaptations';
import { EDITOR_MESSAGES } from './messages';
import { MEDIA_LIBRARY_MAX } from './media.entities';
import { ContentText, NameText, SubjectText } from '../core/bounds';
import { DraftPublication } from './versions';
import { ReadinessAnswer } from './drafts';

/** The editor calls (docs/editor-api.md). Every one carries the editor's token in the body. */

const scenarioName = requiredText(EDITOR_MESSAGES.selectScenario);
const sectionName = requiredText(EDITOR_MESSAGES.selectSection);
const NOT_SHOWN = 'The spec does not show the answer; ours is {type, data}.';

export const files = call('POST', '/api/files', TokenBody, z.array(SubjectText));

/**
 * Ours (additive): the pre-publish check of the saved events (scheduler's `prePublishCheck`):
 * unreachable events, nexts to nowhere, loops without exit, play time against the slot, the
 * best score against the pass mark, and one line per problem in `issues`.
 */
const PublishCheck = z.object({
  unreachable: z.array(SubjectText),
  dangling: z.array(z.object({ from: SubjectText, next: SubjectText })),
  cyclesWithoutExit: z.array(z.array(SubjectText)),
  shortestPlayMs: z.number().nullable(),
  longestPlayMs: z.number().nullable(),
  slotMs: z.number(),
  withinSlot: z.boolean(),
  bestScore: z.number().nullable(),
  totalQuestions: z.number(),
  reachesPassMark: z.boolean(),
  issues: z.array(SubjectText),
});
export type PublishCheck = z.infer<typeof PublishCheck>;

/**
 * Ours (additive): what happened to Visible. Errors (unreachable events, nexts to nowhere,
 * loops without exit, no main events) refuse publication; warnings refuse it unless the save
 * said `publishAnyway`. Refused, the scenario is saved hidden (docs/editor-api.md).
 */
const Publication = z.object({
  published: z.boolean(),
  errors: z.array(z.string().max(1000)).max(1000),
  warnings: z.array(z.string().max(1000)).max(1000),
});
export type Publication = z.infer<typeof Publication>;

/** {type, data} as the spec has it; `check`, `publication` and the stamp are ours (additive). */
const SavedScenario = Status.extend({
  check: PublishCheck.optional(),
  publication: Publication.optional(),
  /** Ours (additive): the one pre-publish check of the saved draft. */
  readiness: ReadinessAnswer.optional(),
  /** Ours (additive): the draft as stored when another author's changes were merged in. */
  merged: ScenarioFile.optional(),
  ...RevisionStamp,
});
export type SavedScenario = z.infer<typeof SavedScenario>;

export const saveFile = call(
  'POST',
  '/api/saveFile',
  ScenarioDetails.extend({
    token: Token,
    fileName: ScenarioFileName,
    scenario: z.array(ScenarioEvent),
    ...BaseRevision,
    /** Ours (additive): publish although the check has warnings (never despite errors). */
    publishAnyway: z.boolean().optional(),
    /**
     * Ours (additive): keep the author's draft only (docs/editor-api.md, "Drafts and
     * publishing"): no version, nothing goes live; another author's changes are merged.
     */
    draft: z.boolean().optional(),
  }),
  SavedScenario,
  {
    note:
      "Type 'warning' when saved with warnings. Additive: `check`, the pre-publish check; " +
      '`baseRevision` in, `revision`/`updatedBy`/`updatedAt` out; 409 StaleWrite when stale.',
  },
);

/**
 * Ours: saves (or, with `translation: null`, removes) one language's translation of a stored
 * scenario, only while the scenario is still at `baseRevision` (409 StaleWrite otherwise):
 * two authors translating at once never silently overwrite each other (docs/translations.md).
 */
export const saveTranslation = call(
  'POST',
  '/api/saveTranslation',
  z.object({
    token: Token,
    fileName: NameText,
    language: Language,
    translation: ScenarioTranslation.nullable(),
    baseRevision: Revision,
  }),
  Status.extend(RevisionStamp),
  { note: 'Ours. 400 unsupported_language for the original language; 404 for no scenario.' },
);

export const loadFile = call(
  'POST',
  '/api/loadFile',
  z.object({ filename: scenarioName, token: Token }),
  ScenarioFile.extend({
    ...RevisionStamp,
    published: DraftPublication.optional(),
    translationsVersion: z.number().int().nonnegative().optional(),
  }),
  {
    note: 'Additive: `revision`, `updatedBy`, `updatedAt` (what a save sends back as baseRevision); `published`, the draft against its publication; `translations` and `translationsVersion` (what saveTranslation sends back as baseRevision), from the published scenario.',
  },
);

export const removeScenario = call(
  'POST',
  '/api/removeScenario',
  z.object({ filename: scenarioName, token: Token }),
  Status,
  { note: `${NOT_SHOWN} Success data is 'Scenario deleted'.` },
);

export const sections = call('POST', '/api/sections', TokenBody, z.array(ContentText));

/** A section travels as `scenario` (its events), like a whole scenario does. */
export const saveSection = call(
  'POST',
  '/api/saveSection',
  z.object({
    fileName: ScenarioFileName,
    scenario: z.array(ScenarioEvent),
    token: Token,
    ...BaseRevision,
  }),
  Status.extend(RevisionStamp),
  { note: 'Additive: `baseRevision` in, `revision` out; 409 StaleWrite when stale.' },
);

export const loadSection = call(
  'POST',
  '/api/loadSection',
  z.object({ filename: sectionName, token: Token }),
  z.array(ScenarioEvent),
);

export const removeSection = call(
  'POST',
  '/api/removeSection',
  z.object({ filename: sectionName, token: Token }),
  Status,
);

export const previousVersions = call(
  'POST',
  '/api/previousVersions',
  z.object({ token: Token, filename: NameText, directory: VersionDirectory }),
  z.array(ScenarioVersion),
  { note: 'The spec does not show a version entry; ScenarioVersion is ours.' },
);

/** The media library: file names the editor, the PDF editor and events pick from. */
export const images = call('POST', '/api/images', TokenBody, z.array(SubjectText));

/**
 * Ours (additive): the media library with what the pickers show, each file's display name
 * (the name typed on upload) and the kind its bytes proved, sorted by display name.
 * Customers get only the files their client's scenarios use, as with `images`.
 */
export const mediaLibrary = call(
  'POST',
  '/api/mediaLibrary',
  TokenBody,
  z.array(MediaItem).max(MEDIA_LIBRARY_MAX),
);

export const pdf = call('POST', '/api/pdf', TokenBody, z.array(SubjectText));

export const savePDF = call(
  'POST',
  '/api/savePDF',
  PdfDefinition.omit({ fileName: true }).extend({
    filename: PdfFileName,
    token: Token,
    ...BaseRevision,
  }),
  Status.extend(RevisionStamp),
  { note: `${NOT_SHOWN} Additive: \`baseRevision\` in, \`revision\` out; 409 when stale.` },
);

/** Shared by the PDF editor and the player (docs/portal.md): one declaration. */
export const loadPDF = call(
  'POST',
  '/api/loadPDF',
  z.object({ filename: requiredText('Please Select a PDF'), token: Token }),
  PdfDefinition.extend({ revision: Revision.optional() }),
  { note: 'The spec does not show the answer; ours is the PdfDefinition (+ `revision`).' },
);

const UPLOAD_NOTE =
  'The legacy form sends no token; ours takes it as a bearer header, so the server knows ' +
  'the caller before it reads any byte of the file (docs/security.md). The spec does not ' +
  'show the answer; ours is {type, data} plus `name`.';

/** Ours (additive): `name` is the generated media name, served at GET /media/<name>. */
const Uploaded = Status.extend({ name: NameText.optional() });

/** Also used by New Persona with chosenOption 'Profile Picture' (docs/admin.md). */
export const uploadImage = call(
  'POST',
  '/api/uploadImage',
  z.object({ chosenOption: ImageType, imageName: NameText }),
  Uploaded,
  { body: 'multipart', auth: 'bearer', fileField: 'myFile', note: UPLOAD_NOTE },
);

/** Video or audio. */
export const uploadVideo = call(
  'POST',
  '/api/uploadVideo',
  z.object({ videoName: NameText }),
  Uploaded,
  { body: 'multipart', auth: 'bearer', fileField: 'myFile', note: UPLOAD_NOTE },
);

/**
 * Ours (additive): a scenario as one JSON file, to keep or to move between installations.
 * Import takes the same file; a name already in use needs `overwrite: true`.
 */
export const exportScenario = call(
  'POST',
  '/api/exportScenario',
  z.object({ filename: scenarioName, token: Token }),
  ScenarioFile,
  { note: 'Ours (additive): the stored scenario file, as loadFile answers it.' },
);

export const importScenario = call(
  'POST',
  '/api/importScenario',
  z.object({
    token: Token,
    file: ScenarioFile.extend({ fileName: ScenarioFileName }),
    overwrite: z.boolean().optional(),
  }),
  SavedScenario,
  { note: 'Ours (additive): saved like saveFile (normalised, versioned).' },
);

/** Ours (additive): versions of removed scenarios and sections (docs/editor-api.md). */
export * from './versions.rest';
export { previewMsel, importMsel, exportMsel } from './msel/rest';
/** Ours (additive): drafts, publish and named versions (docs/editor-api.md). */
export * from './drafts.rest';
