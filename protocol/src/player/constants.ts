/** Player exercise constants (docs/player.md unless noted). */

/**
 * The player's pushes by name (their schemas: ./events.ts). Plain strings, so the player's first
 * screen subscribes to them before the schemas (and zod) have downloaded.
 */
export const PLAYER_PUSHES = {
  mailChanged: 'mail.changed',
  exerciseRemoved: 'exercise.removed',
  exerciseOpened: 'exercise.opened',
} as const;

/** The inbox (getMail) is polled this often. */
export const EXERCISE_POLL_MS = 5_000;

/** The notes view may refresh at most this often. */
export const NOTES_REFRESH_COOLDOWN_MS = 4_000;

/** The side list cuts a subject to 30 characters: 27 kept plus '...'. */
export const SUBJECT_CUT = { length: 30, kept: 27 } as const;

/** News articles preview this many characters. */
export const ARTICLE_PREVIEW = 200;

/** A facilitated player's alias needs at least this many characters. */
export const ALIAS_MIN_LENGTH = 3;

/** Unread badges show 9+ above this. */
export const UNREAD_BADGE_CAP = 9;

/** A pending redirect token longer than this is cleared. */
export const REDIRECT_TOKEN_MAX_LENGTH = 50;

export const FONT_SIZES = ['62.5%', '75%', '85%'] as const;

/** Video speeds run 0.25 to 2 in steps of 0.25; the arrow keys seek 5 seconds. */
export const VIDEO_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const VIDEO_SEEK_SECONDS = 5;

/** A success message fades by 0.01 opacity every 500 ms until 0.1. */
export const SUCCESS_FADE = { step: 0.01, everyMs: 500, until: 0.1 } as const;

/** Tutorial events are handled in the browser; a reorder answer compares its first 5 items. */
export const TUTORIAL_EVENT_IDS = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10'];
export const TUTORIAL_REORDER_COMPARED = 5;
