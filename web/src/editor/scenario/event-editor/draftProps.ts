import type { EditedEvent } from '@dojo/protocol';

/** What every part of the event editor gets: the draft and a way to change it. */
export interface DraftProps {
  draft: EditedEvent;
  change(patch: Partial<EditedEvent>): void;
}

/** Replaces the whole draft (for the rules that clear one field when another is set). */
export type SetDraft = (draft: EditedEvent) => void;
