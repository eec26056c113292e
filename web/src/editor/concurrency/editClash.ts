import { create } from 'zustand';
import {
  ERROR,
  EditClashAnswer,
  type ClashChoice,
  type EditClash,
  type ScenarioFile,
} from '@dojo/protocol';
import { isApiError } from '../../shared/api';

/**
 * Two authors changed the same field of the same event (or scenario field): the server
 * merged everything else and answered the clashes (docs/editor-api.md, "Two authors"). The
 * one {@link EditClashDialog} asks which value to keep at each, then saves.
 */
export interface PendingClash {
  name: string;
  clashes: EditClash[];
  /** Both authors' changes, the stored value at each clash. */
  merged: ScenarioFile;
  /** The draft revision the merged copy was made against (the save's base). */
  revision: number;
  /** This author's copy, whose values a 'mine' choice takes. */
  mine: ScenarioFile;
  /** Saves the chosen copy at `revision`; false when that failed (the message is shown). */
  save(file: ScenarioFile, revision: number): Promise<boolean>;
}

interface ClashState {
  pending: PendingClash | null;
  raise(clash: PendingClash): void;
  dismiss(): void;
}

export const useEditClash = create<ClashState>()((set) => ({
  pending: null,
  raise: (pending) => set({ pending }),
  dismiss: () => set({ pending: null }),
}));

/** Raises the clash when `error` is the server's edit_clash; answers whether it was. */
export function raiseIfClash(
  error: unknown,
  clash: Pick<PendingClash, 'name' | 'mine' | 'save'>,
): boolean {
  if (!isApiError(error, ERROR.edit_clash)) return false;
  const answer = EditClashAnswer.safeParse(error.body);
  if (!answer.success) return false;
  const { clashes, merged, revision } = answer.data;
  useEditClash.getState().raise({ ...clash, clashes, merged, revision });
  return true;
}

export type { ClashChoice };
