/** The words of the local draft prompt (docs/scenario-editor.md, "Reloading: local drafts"). */
export const DRAFT_MESSAGES = {
  title: 'Restore draft?',
  kept: (name: string, when: string) =>
    `Unsaved changes to ${name || 'a new scenario'} from ${when} were kept in this browser.`,
  olderVersion: (name: string) =>
    `This draft was based on an older version: ${name} has been saved since. If you restore it, saving asks you to reload, compare or save it as a copy; it never overwrites the newer version silently.`,
  notStored: (name: string) =>
    `${name} could not be opened from the server (it may have been removed); the draft can still be restored and saved.`,
  restore: 'Restore draft',
  discard: 'Discard draft',
  restored: 'Draft restored. Save the scenario to keep it.',
  restoredOlder:
    'Draft restored. It was based on an older version, so saving will ask how to resolve the difference.',
  discarded: 'Draft discarded.',
} as const;
