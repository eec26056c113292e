import { z } from 'zod';
import { StatusType, requiredText } from '../core/status';
import { TEXT_LIMITS, safeName, tooLong } from '../core/bounds';
import { TeamRef } from '../portal/team';
import { ScenarioEvent } from '../scenarios/event.entities';
import { ALIAS_MIN_LENGTH } from './constants';
import { Language, LANGUAGES } from './adaptations';
import { ContentText, NameText, SubjectText, TokenText, UrlText } from '../core/bounds';
import { TimeSetting } from './adaptations';
import { PLAYER_MESSAGES } from './messages';

/**
 * The secret a first join hands to the player's browser (ours, docs/security.md): entering
 * again with the same alias needs it, so knowing an alias is not enough to become someone.
 */
export const DeviceSecret = SubjectText.min(1).max(TEXT_LIMITS.token, tooLong(TEXT_LIMITS.token));

/** What an exercise link opens (docs/player-api.md, loginToken). */
export const ExerciseSession = z.object({
  type: z.literal('success'),
  /** The player: an e-mail address, or the participant id of a privacy-mode order. */
  user: NameText,
  scenario: NameText,
  /** The player's team; a facilitated player picks one on the alias form. */
  team: TeamRef.optional(),
  facilitated: z.boolean(),
  /** A facilitated exercise answers its team names; an automated one the scenario's flag. */
  teams: z.union([z.array(SubjectText), z.boolean()]),
  beta: z.boolean(),
  /** The exercise token to send with the player's calls. */
  token: TokenText,
  branding_logo_url: UrlText,
  /** HTML of the NDA the player agrees to. */
  nda_text: ContentText,
  finished: z.boolean(),
  /** A facilitated player's first join only: keep it to enter again with the same alias. */
  deviceSecret: DeviceSecret.optional(),
  /**
   * Ours (docs/languages.md): the language on the player's record (their own choice, or the
   * order's for them) and the order's language; absent, the browser's language applies.
   */
  language: Language.optional(),
  orderLanguage: Language.optional(),
  /**
   * Ours (additive): the languages the scenario is played in, the original's first; the
   * facilitated join offers a choice when there are several (docs/translations.md).
   */
  scenarioLanguages: z.array(Language).max(LANGUAGES.length).optional(),
  /** Ours (additive): the player's time setting now (docs/extra-time.md); absent: standard. */
  timeSetting: TimeSetting.optional(),
});
export type ExerciseSession = z.infer<typeof ExerciseSession>;

/**
 * Ours: a facilitated player who joins before the facilitator opens the session waits in its
 * waiting room (docs/facilitator.md, "Waiting room"). `waitToken` opens the socket that tells
 * them the session opened; the same join call then lets them in.
 */
export const WaitingRoom = z.object({
  type: z.literal('waiting'),
  data: SubjectText,
  waitToken: TokenText,
});
export type WaitingRoom = z.infer<typeof WaitingRoom>;

/** The answer to an expired link; the client shows the expiry page on data 'expired'. */
export const ExpiredExercise = z.object({ type: z.literal('failed'), data: z.literal('expired') });
export type ExpiredExercise = z.infer<typeof ExpiredExercise>;

/**
 * Ours: the answer to a link that matches no exercise. A 200, like the expired answer, so a
 * player who opens a mistyped or removed link sees the not-found page and the browser logs no
 * failed request (docs/player-api.md, loginToken).
 */
export const UnknownExercise = z.object({
  type: z.literal('failed'),
  data: z.literal(PLAYER_MESSAGES.exerciseNotFound),
});
export type UnknownExercise = z.infer<typeof UnknownExercise>;

/**
 * Which alias rule a refusal is about, carried as the issue's `params.rule`: the page words it
 * in the player's language from this value (docs/languages.md), the server answers the message.
 */
export const ALIAS_RULE = { email: 'email', short: 'short' } as const;

/** A facilitated player's alias (docs/player.md): never an address, 3+ characters, lowercase. */
export const PlayerAlias = z
  .string({ error: 'The alias needs to be at least 3 characters long.' })
  .max(TEXT_LIMITS.alias, 'The alias can be at most 32 characters long.')
  .trim()
  // Full-width and other look-alike forms fold to their plain letters ('ＡＮＮ' is 'ann').
  .transform((alias) => alias.normalize('NFKC').toLowerCase())
  .refine((alias) => !alias.includes('@'), {
    message: 'The alias cannot be an email address.',
    params: { rule: ALIAS_RULE.email },
  })
  .refine((alias) => alias.length >= ALIAS_MIN_LENGTH, {
    message: 'The alias needs to be at least 3 characters long.',
    params: { rule: ALIAS_RULE.short },
  })
  .pipe(safeName('The alias', TEXT_LIMITS.alias));

export const TeamChoice = requiredText('Please select a team.');

/** The alias form, given the exercise's team names. */
export function aliasForm(teams: readonly string[]) {
  return z.object({
    alias: PlayerAlias,
    team: TeamChoice.refine((team) => teams.includes(team), 'Please select a team.'),
  });
}

/**
 * The game clock when the answer was made (ours; the spec shows none): a client counts a
 * time limit down from `gameTime` while `running`, without asking again.
 */
export const ClockReading = z.object({
  gameTime: z.number(),
  running: z.boolean(),
  /**
   * When the game clock started (epoch ms): an event's time is this plus its game time, so
   * pushed time never stamps an event before the session began (docs/player.md "Times").
   */
  startedAt: z.number().int().nullable().optional(),
});
export type ClockReading = z.infer<typeof ClockReading>;

/** What the inbox poll answers. */
export const Mailbox = z.object({
  events: z.array(ScenarioEvent),
  finished: z.boolean(),
  team: TeamRef,
  clock: ClockReading.optional(),
  /** Ours (additive): the player's time setting now (docs/extra-time.md); absent: standard. */
  timeSetting: TimeSetting.optional(),
});
export type Mailbox = z.infer<typeof Mailbox>;

/** A free-text answer saved before it is submitted. */
export const Draft = z.object({ draft: ContentText });
export type Draft = z.infer<typeof Draft>;

/** The player passes when score / totalQuestions >= PASS_MARK. */
export const PassResult = z.object({
  type: StatusType,
  score: z.number(),
  totalQuestions: z.number().int().nonnegative(),
  /**
   * Additive: how the run ended, once it has: 'end' ('/0', the pass/fail result) or 'report'
   * ('/1', the report and feedback step).
   */
  ending: z.enum(['end', 'report']).optional(),
});
export type PassResult = z.infer<typeof PassResult>;

/** The player's incident-log notepad. */
export const Notes = z.object({ notes: ContentText });
export type Notes = z.infer<typeof Notes>;
