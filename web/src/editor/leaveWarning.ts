/** docs/scenario-editor.md: the modal shown when leaving a section with unsaved changes. */
export const LEAVE_WARNING =
  'You might have unsaved changes. Please make sure that you save before proceeding.';

/**
 * Whether going to `nextPath` must ask first: only with unsaved changes, and only when it
 * leaves the section (`within` and the paths below it; moving between its tabs keeps the work).
 */
export function asksBeforeLeaving(unsaved: boolean, within: string, nextPath: string): boolean {
  if (!unsaved) return false;
  return nextPath !== within && !nextPath.startsWith(`${within}/`);
}
