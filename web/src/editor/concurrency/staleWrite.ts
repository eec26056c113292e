import { create } from 'zustand';
import { ERROR, type RevisedKind } from '@dojo/protocol';
import { isApiError, type ApiError } from '../../shared/api';

/**
 * The web half of optimistic concurrency (docs/editor-api.md, "Concurrent edits"), for any
 * editable record: remember the revision each record was loaded or saved at, send it back
 * as `baseRevision`, and when the server answers a stale write, raise a conflict that the
 * one {@link StaleWriteDialog} (mounted in the editor shell) offers to resolve.
 */

/** What the dialog offers for one refused save. */
export interface StaleConflict {
  kind: RevisedKind;
  /** The server's message: 'This {kind} was changed by {user} at {time}. Reload it or …'. */
  message: string;
  /** The copy that was refused (compared against theirs). */
  mine: unknown;
  /** The stored copy now. */
  loadTheirs(): Promise<unknown>;
  /** Drops my edits and opens the stored copy. */
  reload(): Promise<void>;
  /** Saves my copy under a new name (as a new record). */
  saveAsCopy(name: string): Promise<boolean>;
}

interface RevisionState {
  /** The revision each record was last loaded or saved at, by `${kind}:${name}`. */
  known: Record<string, number>;
  conflict: StaleConflict | null;
  remember(kind: RevisedKind, name: string, revision: number | undefined): void;
  raise(conflict: StaleConflict): void;
  dismiss(): void;
}

export const useRevisions = create<RevisionState>()((set, get) => ({
  known: {},
  conflict: null,
  remember(kind, name, revision) {
    if (revision === undefined) return;
    set({ known: { ...get().known, [`${kind}:${name}`]: revision } });
  },
  raise: (conflict) => set({ conflict }),
  dismiss: () => set({ conflict: null }),
}));

/**
 * The revision to send when saving `name`: the one it was loaded or saved at; 0 for a name
 * not stored yet (create only); none when the author chose to replace another stored record.
 */
export function baseRevisionFor(
  kind: RevisedKind,
  name: string,
  stored: boolean,
): number | undefined {
  const known = useRevisions.getState().known[`${kind}:${name}`];
  if (known !== undefined) return known;
  return stored ? undefined : 0;
}

export function isStaleWrite(error: unknown): error is ApiError {
  return isApiError(error, ERROR.stale_write);
}

/** Raises the conflict when `error` is a stale write; answers whether it was. */
export function raiseIfStale(error: unknown, conflict: Omit<StaleConflict, 'message'>): boolean {
  if (!isStaleWrite(error)) return false;
  useRevisions.getState().raise({ ...conflict, message: error.message });
  return true;
}
