import { z } from 'zod';
import { call } from '../core/call';
import { BaseRevision, RevisionStamp } from '../core/revision';
import { Status, Token, requiredText } from '../core/status';
import { NameText } from '../core/bounds';
import { PdfType } from './pdf.entities';
import { Organisation } from '../organisations/entities';
import { TokenBody } from '../core/status';
import { EDITOR_MESSAGES } from './messages';
import { NAMED_VERSION_MESSAGES, ReadinessAnswer } from './drafts';

/**
 * Ours (additive): drafts and publication (docs/editor-api.md, "Drafts and publishing").
 * saveFile with `draft: true` keeps the author's draft only; publishScenario makes the draft
 * the version players and the catalogue get; saveNamedVersion keeps the draft as a named
 * version without publishing it. Only calls are exported here: the module is part of
 * scenarioCalls.
 */

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
