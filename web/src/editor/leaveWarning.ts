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

/** Where the author is, or is going: the path and the query (`?organisation=…`). */
export interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether going to `next` must ask first, for a form whose typed values live only on its page
 * (the Organisation tabs): with unsaved values, any other path or query asks, since the form
 * starts afresh there; another tab of the same section too.
 */
export function asksBeforeLeavingPage(unsaved: boolean, current: Place, next: Place): boolean {
  if (!unsaved) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
