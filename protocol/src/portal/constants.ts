/** Customer portal business constants (docs/portal.md unless noted). */

/** One credit per player, or per participant in privacy mode. */
export const CREDITS_PER_PLAYER = 1;

/** The player cap of an order is 7 x (level + 1). */
export const PLAYERS_PER_LEVEL_STEP = 7;
export function maxPlayers(level: number): number {
  return PLAYERS_PER_LEVEL_STEP * (level + 1);
}

/** A privacy-mode order names a participant count instead of e-mails. */
export const PARTICIPANT_COUNT = { min: 1, max: 50 } as const;

/** Order dates run from the current UTC year for this many years. */
export const ORDER_YEARS = 3;

/** A game lasts about this long. */
export const GAME_MINUTES = 90;

/** A player passes when score / total questions is at least this. */
export const PASS_MARK = 0.7;

/** The pass rule: score / total questions >= PASS_MARK; with no scored question, a pass. */
export function reachesPassMark(score: number, totalQuestions: number): boolean {
  if (totalQuestions <= 0) return true;
  return Math.max(0, score) / totalQuestions >= PASS_MARK;
}

/** Timeliness against an event's time limit: early up to 50 %, in time up to 110 %. */
export const TIMELINESS = { early: 0.5, inTime: 1.1 } as const;

/** Catalogue cards cut a description of 370 characters or more to 367 plus '...'. */
export const CARD_DESCRIPTION_CUT = { threshold: 370, kept: 367 } as const;

/** The team names a new team editor offers. */
export const DEFAULT_TEAMS = ['Athena', 'Artemis', 'Cronus', 'Hades'] as const;

/** The team of a player who is in none. */
export const NO_TEAM = -1;

/** Report (responses) polling. */
export const REPORT_POLL_MS = 20_000;

/** Anonymised player aliases: 8 letters then 8 digits. */
export const ANONYMOUS_ALIAS = { letters: 8, digits: 8 } as const;

/** Length of generated random ids. */
export const RANDOM_ID_LENGTH = 20;

/** A login lasts this long by default (the server's TOKEN_TTL_HOURS). */
export const SESSION_HOURS = 24;

/** Local storage is cleared once the stored setup time is older than this (one session). */
export const LOCAL_STORAGE_TTL_MS = SESSION_HOURS * 3_600_000;

/** The days an Extend press adds to a player's exercise (ours: the spec shows no value). */
export const EXTEND_DAYS = 7;

/** Chart palettes: the bar chart cycles 6 colours, the pie uses 17. */
export const BAR_CHART_COLOURS = 6;
export const PIE_CHART_COLOURS = 17;

/** The portal tabs (route parameter); the default is exercises. */
export const PORTAL_TABS = ['dashboard', 'exercises', 'reports', 'learners', 'login'] as const;
