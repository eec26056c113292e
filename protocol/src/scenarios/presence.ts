import { z } from 'zod';
import { broadcast, command, pushSchema } from '../core/socket';
import { NameText } from '../core/bounds';
import { ScopeSeq } from '../realtime/events';

/**
 * Who else has a scenario open in the editor (docs/editor-api.md, "Presence"). An author's
 * editor sends `scenario.open` when it opens a named scenario and `scenario.close` when it
 * leaves it; a closed socket leaves every scenario it had open. Each change is pushed to the
 * scenario's room as `scenario.presence` with everyone in it now.
 */

/** The room of one scenario's editors: `editing:<scenario>`. */
export const EDITING_SCOPE_PREFIX = 'editing:';
export function editingScope(scenario: string): string {
  return `${EDITING_SCOPE_PREFIX}${scenario}`;
}

/** How many editors one presence list names at most. */
export const EDITORS_LISTED = 50;

const Editors = z.array(NameText).max(EDITORS_LISTED);

export const ScenarioPresence = z.object({ scenario: NameText, editors: Editors });
export type ScenarioPresence = z.infer<typeof ScenarioPresence>;

/** Everyone with the scenario open now (each account once), pushed on every change. */
export const presenceChanged = broadcast('scenario.presence', pushSchema(ScenarioPresence));

export const DraftSaved = z.object({
  scenario: NameText,
  /** The draft revision now stored; the other editors load it and merge it in. */
  revision: z.number().int().nonnegative(),
  savedBy: NameText,
});
export type DraftSaved = z.infer<typeof DraftSaved>;

/**
 * An author saved the scenario's draft (docs/editor-api.md, "Two authors"): pushed to the
 * scenario's room so every other open editor takes the saved changes in at once.
 */
export const draftSaved = broadcast('scenario.draftSaved', pushSchema(DraftSaved));

/** This socket opened the scenario: join its room; answers who has it open now. */
export const openScenario = command(
  'scenario.open',
  z.object({ scenario: NameText.min(1) }).strict(),
  z.object({ scope: ScopeSeq, editors: Editors }),
);

/** This socket left the scenario (opened another, closed it, or left the editor). */
export const closeScenario = command(
  'scenario.close',
  z.object({ scenario: NameText.min(1) }).strict(),
  z.object({ editors: Editors }),
);

export const PRESENCE_MESSAGES = {
  staffOnly: 'Only editors and admins can open scenarios in the editor.',
} as const;
