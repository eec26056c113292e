import type { ScenarioEvent } from '@dojo/protocol';
import {
  UNTIMED_ANSWER_SECONDS,
  compileScenario,
  formatClockTime,
  shownAt,
  waysOn,
} from '@dojo/scheduler';

/**
 * The earliest time after the start ('HH:MM:SS') at which each Noise event can show, keyed by
 * event id, as the engine plays them (docs/engine.md, "Noise"): a Noise event with a display time
 * shows at that minute, and one reached from another Noise event shows when the engine's soonest
 * way on leads there. A Noise event nothing schedules or leads to is left out (it never shows).
 */
export function noiseTimes(events: readonly ScenarioEvent[]): Record<string, string[]> {
  const scenario = compileScenario(events);
  const isNoise = (index: number) => scenario.compiled[index]?.lane === 'noise';
  const reached = new Map<number, number>();
  const waiting = scenario.roots
    .filter((root) => isNoise(root.index))
    .map((root) => ({ index: root.index, ms: root.at }));
  // Earliest arrivals first (every way takes zero or more time), so each event is settled once.
  while (waiting.length > 0) {
    waiting.sort((a, b) => a.ms - b.ms);
    const { index, ms } = waiting.shift() as { index: number; ms: number };
    const event = scenario.compiled[index];
    if (reached.has(index) || !event) continue;
    reached.set(index, ms);
    for (const way of waysOn(event, UNTIMED_ANSWER_SECONDS * 1000)) {
      const arrives = way.soonest.arrivesMs;
      if (way.target?.kind !== 'event' || arrives === null) continue;
      const to = way.target.index;
      // Held until its start time, as the engine holds it (docs/engine.md, "Start times").
      if (isNoise(to))
        waiting.push({ index: to, ms: shownAt(scenario.compiled[to], ms + arrives) });
    }
  }
  const times: Record<string, string[]> = {};
  for (const [index, ms] of reached) {
    const id = scenario.compiled[index]?.event.id;
    if (id !== undefined) times[id] = [formatClockTime(ms / 1000)];
  }
  return times;
}
