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
} as const;
