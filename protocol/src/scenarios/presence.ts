import { z } from 'zod';
import { broadcast, command, pushSchema } from '../core/socket';
import { NameText } from '../core/bounds';
import { ScopeSeq } from '../realtime/events';
import { LANGUAGES } from '../player/adaptationValues';

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

/** What a push says was stored (docs/editor-api.md, "Two authors", "Live"). */
export const SCENARIO_CHANGES = [
  'draft',
  'published',
  'named',
  'imported',
  'restored',
  'translations',
] as const;
export type ScenarioChange = (typeof SCENARIO_CHANGES)[number];

export const ScenarioSaved = z.object({
  scenario: NameText,
  change: z.enum(SCENARIO_CHANGES),
  /**
   * The draft revision now stored (the other editors load it and merge it in); for
   * `translations`, the translations' own counter.
   */
  revision: z.number().int().nonnegative(),
  /** The version made (published, named, imported), or restored from (restored). */
  version: NameText.optional(),
  /** The language whose translation was saved or removed (`translations`). */
  language: z.enum(LANGUAGES).optional(),
  savedBy: NameText,
});
export type ScenarioSaved = z.infer<typeof ScenarioSaved>;

/**
 * An author stored a change of the scenario (docs/editor-api.md, "Two authors"): a draft save,
 * a publication, a named version, an import over it or its restore, a translation. Pushed to
 * the scenario's room so every other open editor takes it in at once.
 */
export const scenarioSaved = broadcast('scenario.saved', pushSchema(ScenarioSaved));

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
