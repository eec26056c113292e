import { z } from 'zod';
import { call } from '../core/call';
import { BaseRevision, Revision, RevisionStamp } from '../core/revision';
import { Status, Token, requiredText } from '../core/status';
import { NameText } from '../core/bounds';
import { ScenarioFile } from './entities';
import { PdfType } from './pdf.entities';
import { Organisation } from '../organisations/entities';
import { TokenBody } from '../core/status';
import { EditClash, CLASHES_LISTED } from './merge';
import { EDITOR_MESSAGES } from './messages';

/**
 * Ours (additive): drafts and publication (docs/editor-api.md, "Drafts and publishing").
 * saveFile with `draft: true` keeps the author's draft only; publishScenario makes the draft
 * the version players and the catalogue get; saveNamedVersion keeps the draft as a named
 * version without publishing it. Only calls are exported here: the module is part of
 * scenarioCalls.
 */

const LINE = z.string().max(1000);

/** The one pre-publish check's answer (`publishReadiness`). */
export const ReadinessAnswer = z.object({
  ready: z.boolean(),
  issues: z
    .array(
      z.object({
        severity: z.enum(['error', 'warning']),
        rule: z.string().max(40),
        message: LINE,
      }),
    )
    .max(2000),
  errors: z.array(LINE).max(2000),
  warnings: z.array(LINE).max(2000),
});

export const publishScenario = call(
  'POST',
  '/api/publishScenario',
  z.object({
    token: Token,
    fileName: requiredText(EDITOR_MESSAGES.selectScenario, 100),
    /** The draft revision the author checked: a draft changed since is not published (409). */
    ...BaseRevision,
  }),
  Status.extend({ version: NameText, readiness: ReadinessAnswer, ...RevisionStamp }),
  {
    note: 'Ours: publishes the draft after the one pre-publish check; errors refuse it (400 publish_refused).',
  },
);

export const NAMED_VERSION_MESSAGES = {
  labelRequired: 'Name the version.',
} as const;

export const saveNamedVersion = call(
  'POST',
  '/api/saveNamedVersion',
  z.object({
    token: Token,
    fileName: requiredText(EDITOR_MESSAGES.selectScenario, 100),
    label: requiredText(NAMED_VERSION_MESSAGES.labelRequired, 100),
    ...BaseRevision,
  }),
  Status.extend({ version: NameText, ...RevisionStamp }),
  {
    note: 'Ours: keeps the draft as a named version (Previous Versions lists it); publishes nothing.',
  },
);

/** The 409 answer to a save whose changes clash with another author's (same event, same field). */
export const EditClashAnswer = z.object({
  type: z.literal('failed'),
  data: z.string().max(500),
  code: z.literal('edit_clash'),
  clashes: z.array(EditClash).max(CLASHES_LISTED),
  /** Both authors' changes merged, the stored value at each clash; save it at `revision`. */
  merged: ScenarioFile,
  revision: Revision,
});
export type EditClashAnswer = z.infer<typeof EditClashAnswer>;

/** The library the one check reads: organisations with their personas, and each PDF's kind. */
export const publishLibrary = call(
  'POST',
  '/api/publishLibrary',
  TokenBody,
  z.object({
    organisations: z.array(Organisation).max(10_000),
    pdfs: z.array(z.object({ fileName: NameText, type: PdfType })).max(10_000),
  }),
  { note: 'Ours: what the editor runs the pre-publish check against (and which PDFs are forms).' },
);
