import { z } from 'zod';
import { Level } from '../auth/entities';
import { IsoDate } from '../core/legacy';
import { PlayerStatus } from '../reports/status';
import { Language, TimeSetting } from '../player/adaptations';
import { EmailText, NameText, SubjectText, TokenText } from '../core/bounds';

/** A customer or sub account as the admin creates it (docs/admin.md). */
export const Account = z.object({
  username: NameText,
  email: EmailText,
  password: TokenText,
  subscription: Level,
  months: z.number().int(),
  /** Sub accounts: the client they belong to (their username is `{client}-...`). */
  client: NameText.optional(),
});
export type Account = z.infer<typeof Account>;

/** A client as the admin manages it: scenario access, credit balance, privacy mode. */
export const AdminClient = z.object({
  email: EmailText,
  scenarios: z.array(SubjectText),
  credits: z.number(),
  private: z.boolean(),
});
export type AdminClient = z.infer<typeof AdminClient>;

/** A live exercise as Create Facilitated sends it (docs/admin.md). */
export const FacilitatedExercise = z.object({
  branding: NameText,
  /** The facilitator's e-mail address. */
  email: EmailText,
  identifier: NameText,
  scenario: NameText,
  teams: z.array(SubjectText),
  date: SubjectText,
});
export type FacilitatedExercise = z.infer<typeof FacilitatedExercise>;

/** A row of the exercise list. An automated exercise has facilitate ''. */
export const ExerciseListItem = z.object({
  name: NameText,
  date: SubjectText,
  /** The facilitator console link, or '' for an automated exercise. */
  facilitate: SubjectText,
  /** The short code ('' when none): the link is {origin}/exercise/{shortened}. */
  shortened: SubjectText,
  open: z.boolean(),
  completed: z.boolean(),
  expired: z.boolean(),
  expireAt: IsoDate,
  scenario: NameText,
  /** Ours (additive): the owning client, so its report opens (identifiers are per client). */
  client: NameText.optional(),
});
export type ExerciseListItem = z.infer<typeof ExerciseListItem>;

export const ScenarioExercises = z.object({
  scenario: NameText,
  /** Ours (additive): the scenario's title, which every screen names it by. */
  title: NameText.optional(),
  exercises: z.array(ExerciseListItem),
});
export type ScenarioExercises = z.infer<typeof ScenarioExercises>;

/** A short code for an exercise link. */
export const ShortenedUrl = z.object({
  scenario: NameText,
  exercise: NameText,
  shorten: SubjectText,
});
export type ShortenedUrl = z.infer<typeof ShortenedUrl>;

/** A player row of the campaign details (ours: the spec names only the columns). */
export const CampaignPlayer = z.object({
  player: NameText,
  /** The player's exercise code, which Remind (sendReminder) sends. */
  code: TokenText,
  expireAt: IsoDate,
  completed: z.boolean(),
  expired: z.boolean(),
  /** Ours (additive): the one status of the run (docs/reports.md, "Player status"). */
  status: PlayerStatus,
  /** Ours (additive): the language the product speaks to the player (docs/languages.md). */
  language: Language.optional(),
  /** Ours (additive): the player's time setting now (docs/extra-time.md); absent: standard. */
  timeSetting: TimeSetting.optional(),
});
export type CampaignPlayer = z.infer<typeof CampaignPlayer>;

/** A scenario as the admin's choices show it: its title, with the file name the calls take. */
export const ScenarioChoice = z.object({ scenario: NameText, title: SubjectText });
export type ScenarioChoice = z.infer<typeof ScenarioChoice>;
