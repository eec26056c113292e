import { clearsPendingRedirect } from '../entry/exerciseCode';

/** The slice of localStorage the player uses. */
export type PlayerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What the player page keeps in localStorage, one key per value (docs/player.md). The alias
 * and team belong to one exercise, as does the NDA agreement (the legacy `ndaAgreed` key,
 * owned by the session store): `playerExercise` names the exercise, and opening another
 * exercise token clears them (docs/player.md). `playerExercise` doubles as the pending
 * redirect the entry page offers ("Return to your exercise").
 */
export const PLAYER_KEYS = {
  exercise: 'playerExercise',
  alias: 'playerAlias',
  team: 'playerTeam',
  /** The device secrets a facilitated session's joins answered, by alias (JSON). */
  devices: 'playerDevices',
} as const;

const PER_EXERCISE = [PLAYER_KEYS.alias, PLAYER_KEYS.team, PLAYER_KEYS.devices];

export function playerStorage(): PlayerStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/**
 * Opens an exercise: a different token than the stored one clears the alias and team and
 * answers true, so the caller clears the NDA agreement too.
 */
export function enterExercise(storage: PlayerStorage, token: string): boolean {
  if (storage.getItem(PLAYER_KEYS.exercise) === token) return false;
  for (const key of PER_EXERCISE) storage.removeItem(key);
  if (clearsPendingRedirect(token)) storage.removeItem(PLAYER_KEYS.exercise);
  else storage.setItem(PLAYER_KEYS.exercise, token);
  return true;
}

/** Whether `token` is the exercise this device last entered (its NDA agreement still holds). */
export function isCurrentExercise(storage: PlayerStorage, token: string): boolean {
  return storage.getItem(PLAYER_KEYS.exercise) === token;
}

/** The exercise to offer on the entry page; a token over 50 characters is cleared instead. */
export function pendingExercise(storage: PlayerStorage): string | null {
  const token = storage.getItem(PLAYER_KEYS.exercise);
  if (!token) return null;
  if (clearsPendingRedirect(token)) {
    storage.removeItem(PLAYER_KEYS.exercise);
    return null;
  }
  return token;
}

export function forgetPendingExercise(storage: PlayerStorage): void {
  storage.removeItem(PLAYER_KEYS.exercise);
}

export interface AliasChoice {
  alias: string | null;
  team: string | null;
}

export function readAlias(storage: PlayerStorage): AliasChoice {
  return {
    alias: storage.getItem(PLAYER_KEYS.alias) || null,
    team: storage.getItem(PLAYER_KEYS.team) || null,
  };
}

export function saveAlias(storage: PlayerStorage, alias: string, team: string): void {
  storage.setItem(PLAYER_KEYS.alias, alias);
  storage.setItem(PLAYER_KEYS.team, team);
}

function devicesOf(storage: PlayerStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PLAYER_KEYS.devices) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The device secret this browser got when it first joined with the alias: a later join with
 * that alias sends it, so nobody else can enter as this player (docs/security.md).
 */
export function readDeviceSecret(storage: PlayerStorage, alias: string): string | null {
  const secret = devicesOf(storage)[alias];
  return typeof secret === 'string' && secret ? secret : null;
}

export function saveDeviceSecret(storage: PlayerStorage, alias: string, secret: string): void {
  storage.setItem(PLAYER_KEYS.devices, JSON.stringify({ ...devicesOf(storage), [alias]: secret }));
}
