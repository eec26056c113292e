import type { ScenarioEvent } from '@dojo/protocol';

/** A small deterministic random source (mulberry32), so generated scenarios repeat exactly. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (p: number) => next() < p };
}

type Random = ReturnType<typeof random>;

const KINDS = [
  'none',
  'none',
  'option',
  'option',
  'random',
  'checkbox',
  'reorder',
  'text',
] as const;
const TEXTS = ['Isolate', 'Watch', 'Escalate'];

/**
 * Two chains side by side: a first one from the start and a second one from a displayAfter
 * event, each leading only within itself (or to an end), with three questions at most.
 */
export function generatedSideBySide(seed: number): ScenarioEvent[] {
  const rng = random(seed * 7919);
  let questions = 0;
  const chain = (prefix: string, size: number) => {
    const ids = Array.from({ length: size }, (_, i) => `${prefix}${i + 1}`);
    return ids.map((id, i) => {
      const target = () => {
        const roll = rng.next();
        if (roll < 0.55 && i + 1 < size) return ids[i + 1] as string;
        if (roll < 0.8) return rng.pick(['/0', '/1', '-1']);
        return rng.pick(ids);
      };
      const kind = questions < 3 ? rng.pick(KINDS) : 'none';
      if (kind !== 'none') questions += 1;
      return storyEvent(rng, id, kind, target);
    });
  };
  const [first, ...rest] = chain('b', 2 + Math.floor(rng.next() * 2));
  const scheduled = { ...(first as ScenarioEvent), displayAfter: rng.pick(['0.5', '1', '3']) };
  return [...chain('a', 2 + Math.floor(rng.next() * 2)), scheduled, ...rest];
}

/**
 * A small story of 3 to 6 main events, with a Preset and a Noise event beside it: every
 * response type the engine branches on or times, option and timing branches, time limits,
 * delays (unset, 'NaN', 0), ends, loops, and nexts the engine ignores (a missing id, the
 * Preset or Noise event). Questions are kept to three so every way can be tried.
 */
export function generatedScenario(seed: number): ScenarioEvent[] {
  const rng = random(seed);
  const size = 3 + Math.floor(rng.next() * 4);
  const ids = Array.from({ length: size }, (_, i) => String(i + 1));
  const target = (from: number) => {
    const roll = rng.next();
    const later = from + 2 + Math.floor(rng.next() * (size - from - 1));
    if (roll < 0.6 && from + 1 < size) return String(later);
    if (roll < 0.68) return rng.pick(['/0', '/1']);
    if (roll < 0.78) return rng.pick(ids);
    if (roll < 0.83) return rng.pick(['99', 'p', 'n']);
    return rng.pick(['/0', '-1', String(Math.min(from + 2, size))]);
  };
  let questions = 0;
  const story = ids.map((id, i) => {
    const kind = questions < 3 ? rng.pick(KINDS) : 'none';
    if (kind !== 'none') questions += 1;
    return storyEvent(rng, id, kind, () => target(i));
  });
  return [
    { id: 'p', section: 'Preset', type: 'News', responseType: 'none', options: '', next: '1' },
    ...story,
    {
      id: 'n',
      section: 'Noise',
      responseType: 'option',
      options: '[{"option":"Report"}]',
      correct: ['Report'],
      displayAfter: '1',
      next: '1',
    },
  ];
}

function storyEvent(
  rng: Random,
  id: string,
  kind: (typeof KINDS)[number],
  target: () => string,
): ScenarioEvent {
  const base: ScenarioEvent = {
    id,
    section: '1',
    type: 'Email',
    subject: `Subject ${id}`,
    delay: rng.pick(['', 'NaN', '0', '5', '10', '30']),
    next: target(),
  };
  if (kind === 'none') return { ...base, responseType: 'none', options: '' };
  const texts = TEXTS.slice(0, 2 + Math.floor(rng.next() * 2));
  const options = texts.map((text) =>
    rng.chance(0.5)
      ? { [kind === 'text' ? 'option' : kind]: text, next: target() }
      : { [kind === 'text' ? 'option' : kind]: text },
  );
  const timing = rng.chance(0.5)
    ? {
        earlierThan: rng.pick(['-1', '0', '10']),
        nextIfEarly: target(),
        laterThan: rng.pick(['20', '60']),
        nextIfLate: target(),
      }
    : {};
  const lists = rng.pick([
    { correct: [texts[0] as string] },
    { correct: [texts[0] as string], wrong: [texts[1] as string] },
    { wrong: [texts[1] as string] },
    { correct: [texts[0] as string], neutral: [texts[1] as string] },
    { correct: ['Nothing of the above'] },
    {},
  ]);
  return {
    ...base,
    ...timing,
    ...(kind === 'reorder' ? { correct: [...texts].reverse() } : lists),
    responseType: kind,
    options: kind === 'text' ? 'text' : JSON.stringify(options),
    timeLimit: rng.pick(['-1', '30', '60']),
  };
}
