import type { PlayerView } from './playerView';

interface PushData {
  full: boolean;
  finished: boolean;
  team: PlayerView['team'];
  clock: PlayerView['clock'];
  timeSetting?: PlayerView['timeSetting'];
}

/**
 * A key naming a `mail.changed` push's data for every scope of an exercise projected at the
 * same instant (docs/runner.md "Shared pushes"): equal keys mean equal data. Null when an
 * event is its player's own (no share key), so that push is encoded for its scope alone.
 */
export function sharedDataKey(
  exerciseId: string,
  data: PushData,
  eventKeys: readonly (string | null)[],
): string | null {
  if (eventKeys.some((key) => key === null)) return null;
  const header = JSON.stringify([
    data.full,
    data.finished,
    data.team,
    data.clock,
    data.timeSetting,
  ]);
  return `${exerciseId}\n${header}\n${eventKeys.join('\n')}`;
}
