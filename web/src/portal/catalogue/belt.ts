import { LEVEL_NAMES, type ScenarioLevel } from '@dojo/protocol';

export interface Belt {
  /** 'White belt', 'Blue belt' or 'Black belt'. */
  name: string;
  /** The CSS modifier that colours the icon. */
  tone: 'white' | 'blue' | 'black';
}

const TONES = { 0: 'white', 1: 'blue', 2: 'black' } as const;

/** The belt a scenario needs; level -1 has none. */
export function beltFor(level: ScenarioLevel): Belt | null {
  if (level === -1) return null;
  return { name: LEVEL_NAMES[level], tone: TONES[level] };
}
