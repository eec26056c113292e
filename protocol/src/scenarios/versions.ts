import { z } from 'zod';
import { IsoDate } from '../core/legacy';
import { NameText } from '../core/bounds';
import type { VersionDirectory } from './entities';

/**
 * Versions of removed scenarios and sections, and who sees Previous Versions
 * (docs/editor-api.md, "Versions"). Shared by the server and the editor.
 */

/** How many removed scenarios (or sections) one list names at most, most recently saved first. */
export const REMOVED_LISTED = 500;

/** How many versions of one scenario or section are kept (older ones are pruned on save). */
export const VERSIONS_KEPT = 50;

/** A scenario or section that is gone but still has saved versions to restore. */
export const RemovedItem = z.object({
  name: NameText,
  /** How many versions are kept. */
  versions: z.number().int().min(1).max(VERSIONS_KEPT),
  /** The newest version: what a restore without a choice would take. */
  latest: NameText,
  lastSavedAt: IsoDate,
});
export type RemovedItem = z.infer<typeof RemovedItem>;

/** What the signed-in editor may see in the Scenario editor (ours). */
export const EditorFeatures = z.object({
  /** False for the one account the Previous Versions entry is hidden from. */
  previousVersions: z.boolean(),
});
export type EditorFeatures = z.infer<typeof EditorFeatures>;

const KIND: Record<VersionDirectory, { one: string; title: string }> = {
  scenarios: { one: 'scenario', title: 'Scenario' },
  sections: { one: 'section', title: 'Section' },
};

export const VERSION_MESSAGES = {
  selectVersion: 'Please Select a Version',
  /** The account Previous Versions is hidden from asks for versions anyway. */
  notAvailable: 'Previous Versions is not available to this account.',
  noSuchVersion: (filename: string) => `There is no saved version named ${filename}.`,
  /** A restore never overwrites: the name is taken (again, or by another restore meanwhile). */
  nameTaken: (directory: VersionDirectory, name: string) =>
    `A ${KIND[directory].one} named ${name} already exists. Restore the version under another name.`,
  restored: (directory: VersionDirectory, name: string, from: string, version: string) =>
    directory === 'scenarios'
      ? `Scenario ${name} restored from ${from} (version ${version}). It stays hidden until you publish it again.`
      : `Section ${name} restored from ${from} (version ${version}).`,
} as const;

/** The saved name a version belongs to: 'ransomware-v3' is a version of 'ransomware'. */
export function versionOf(filename: string): string {
  return filename.replace(/-v\d+$/, '');
}

/**
 * A loaded draft against what players get (docs/editor-api.md, "Drafts and publishing"):
 * the version last published (none: never published) and whether the draft differs from it.
 */
export const DraftPublication = z.object({
  version: NameText.nullable(),
  publishedAt: IsoDate.nullable(),
  changed: z.boolean(),
});
export type DraftPublication = z.infer<typeof DraftPublication>;
