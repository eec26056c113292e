/** docs/scenario-editor.md: opening another event while the open one has unsaved edits. */
export const SAVE_EVENT_FIRST = 'You have unsaved changes. Please save before proceeding.';
