import type { ScenarioEvent } from '@dojo/protocol';
import { event } from './layout';

/** A small seeded random generator (mulberry32), so a failing shape can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BigScenarioOptions {
  /** Some events set "Display at … minutes" (the schedule layout). */
  scheduled?: boolean;
}

/**
 * A long scenario as authors build them: a main line of `count` events with answer branches
 * forward and back, early and late branches, and (when scheduled) some events at a display
 * time. Same seed, same scenario.
 */
export function bigScenario(
  count: number,
  seed: number,
  options: BigScenarioOptions = {},
): ScenarioEvent[] {
  const random = seeded(seed);
  const pick = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const id = (n: number) => String(Math.max(1, Math.min(count, n)));
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const fields: Partial<ScenarioEvent> = {
      subject: `Step ${n}: ${random() < 0.5 ? 'a long subject that wraps over two lines' : 'update'}`,
      next: n < count ? String(n + 1) : -1,
    };
    const roll = random();
    if (roll < 0.2 && n < count - 1) {
      const back = random() < 0.3;
      fields.responseType = 'option';
      fields.options = JSON.stringify([
        { option: 'Isolate the host', next: back ? id(n - pick(1, 6)) : id(n + pick(2, 8)) },
        { option: 'Wait and watch', next: id(n + 1) },
      ]);
      fields.timeLimit = '120';
    } else if (roll < 0.3 && n < count - 2) {
      fields.responseType = 'text';
      fields.options = 'text';
      fields.earlierThan = '30';
      fields.nextIfEarly = id(n + pick(2, 5));
      fields.laterThan = '90';
      fields.nextIfLate = id(n - pick(0, 3));
    }
    if (options.scheduled && n > 1 && random() < 0.1) {
      fields.displayAfter = String(pick(1, 80));
      fields.next = n < count ? String(n + 1) : -1;
    }
    return event(String(n), fields);
  });
}
