import { z } from 'zod';
import { Revision } from '../core/revision';
import { ScenarioFile } from './entities';
import { CLASHES_LISTED, EditClash } from './merge';
import { LANGUAGE_NAMES } from '../player/adaptationValues';
import type { ScenarioSaved } from './presence';

const LINE = z.string().max(1000);

/** What the editor and the server say about drafts (docs/editor-api.md, "Drafts and publishing"). */
export const DRAFT_MESSAGES = {
  saved: (name: string) => `Draft of ${name} saved. Publish it to make it what players get.`,
  merged: (name: string) =>
    `Draft of ${name} saved, together with another author's changes made meanwhile.`,
  published: (name: string, version: string) =>
    `Scenario ${name} published (version ${version}). New exercises play this version; running ones keep theirs.`,
  named: (name: string, version: string, label: string) =>
    `Draft of ${name} kept as version ${version} (${label}).`,
  clash: (count: number) =>
    count === 1
      ? 'Another author changed the same field meanwhile: choose which value to keep.'
      : `Another author changed the same ${count} fields meanwhile: choose which values to keep.`,
  /** The editor's line while another author has the scenario open. */
  alsoEditing: (names: readonly string[]) => `Also editing: ${names.join(', ')}`,
  noDraft: (name: string) => `There is no scenario named ${name}.`,
  /** Another author's saved draft, taken into this open editor live. */
  liveTaken: (by: string, name: string) => `${by} saved changes to ${name}: they are shown here.`,
  /** The same, where this author's unsaved edits changed the same fields: theirs kept here. */
  liveKept: (by: string, name: string, count: number) =>
    `${by} saved changes to ${name}: they are shown here, except ${count === 1 ? 'one field' : `${count} fields`} you changed too (yours kept; saving asks which to keep).`,
  /** Another author's publication, named version, import, restore or translation, said live. */
  liveChange: (push: ScenarioSaved): string => {
    const { savedBy: by, scenario: name, version } = push;
    switch (push.change) {
      case 'draft':
        return DRAFT_MESSAGES.liveTaken(by, name);
      case 'published':
        return `${by} published ${name} (version ${version ?? '?'}): new exercises play it.`;
      case 'named':
        return `${by} kept the draft of ${name} as version ${version ?? '?'}.`;
      case 'imported':
        return `${by} imported ${name} over the saved one: it is shown here.`;
      case 'restored':
        return `${by} restored ${name} from version ${version ?? '?'}: it is shown here.`;
      case 'translations':
        return `${by} saved the ${push.language ? LANGUAGE_NAMES[push.language] : ''} translation of ${name}: it is shown in Translations.`;
    }
  },
  /** A whole new copy (imported, restored) over this author's unsaved edits: theirs not taken. */
  liveReplacedKept: (by: string, name: string) =>
    `${by} replaced ${name} (an import or a restore): your unsaved changes are kept here; saving asks what to do.`,
  /** Another author's translation where this author changed the same language: theirs not taken. */
  liveTranslationKept: (languages: string) =>
    `Another author saved the ${languages} translation too: yours is kept here, unsaved; saving it replaces theirs.`,
} as const;

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

export const NAMED_VERSION_MESSAGES = {
  labelRequired: 'Name the version.',
} as const;

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
