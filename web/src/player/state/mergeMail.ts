import type { ScenarioEvent } from '@dojo/protocol';

export interface MergeResult {
  events: ScenarioEvent[];
  /** Events that were not there before (what the player is notified about). */
  added: ScenarioEvent[];
}

/**
 * Applies an inbox update. A `full` update (a getMail answer, a push after a reset) is the
 * whole inbox and replaces it; otherwise the pushed events replace those with the same id
 * in place, and new ones are appended in the order the server sent them.
 */
export function mergeEvents(
  current: readonly ScenarioEvent[],
  incoming: readonly ScenarioEvent[],
  full: boolean,
): MergeResult {
  const known = new Set(current.map((event) => event.id));
  const added = incoming.filter((event) => !known.has(event.id));
  if (full) return { events: [...incoming], added };
  const byId = new Map(incoming.map((event) => [event.id, event]));
  const events = current.map((event) => byId.get(event.id) ?? event);
  return { events: [...events, ...added], added };
}
