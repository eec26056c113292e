import { editingScope, presenceEvents, type ScenarioSaved } from '@dojo/protocol';
import type { Publisher } from '../../realtime/publisher';

/** Tells the scenario's open editors of one stored change (docs/editor-api.md, "Live"). */
export type PushSaved = (change: ScenarioSaved) => void;

/**
 * The one push of a stored scenario change: a draft save, a publication, a named version, an
 * import over it, its restore, a translation. Every other author with the scenario open (its
 * editing room) hears of it at once and takes it in.
 */
export function savedPush(publisher: Pick<Publisher, 'push'>): PushSaved {
  return (change) =>
    publisher.push(editingScope(change.scenario), presenceEvents.scenarioSaved, change);
}
