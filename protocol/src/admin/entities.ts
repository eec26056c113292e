import { z } from 'zod';
import { Level } from '../auth/entities';
import { IsoDate } from '../core/legacy';

/** A customer or sub account as the admin creates it (admin spec §3). */
export const Account = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
  subscription: Level,
  months: z.number().int(),
  /** Sub accounts: the client they belong to (their username is `{client}-...`). */
  client: z.string().optional(),
});
export type Account = z.infer<typeof Account>;

/** A client as the admin manages it: scenario access, credit balance, privacy mode. */
export const AdminClient = z.object({
  email: z.string(),
  scenarios: z.array(z.string()),
  credits: z.number(),
  private: z.boolean(),
});
export type AdminClient = z.infer<typeof AdminClient>;

/** A live exercise as Create Facilitated sends it (admin spec §3). */
export const FacilitatedExercise = z.object({
  branding: z.string(),
  /** The facilitator's e-mail address. */
  email: z.string(),
  identifier: z.string(),
  scenario: z.string(),
  teams: z.array(z.string()),
  date: z.string(),
});
export type FacilitatedExercise = z.infer<typeof FacilitatedExercise>;

/** A row of the exercise list. An automated exercise has facilitate ''. */
export const ExerciseListItem = z.object({
  name: z.string(),
  date: z.string(),
  /** The facilitator console link, or '' for an automated exercise. */
  facilitate: z.string(),
  /** The short code ('' when none): the link is {origin}/exercise/{shortened}. */
  shortened: z.string(),
  open: z.boolean(),
  completed: z.boolean(),
  expired: z.boolean(),
  expireAt: IsoDate,
  scenario: z.string(),
  /** Ours (additive): the owning client, so its report opens (identifiers are per client). */
  client: z.string().optional(),
});
export type ExerciseListItem = z.infer<typeof ExerciseListItem>;

export const ScenarioExercises = z.object({
  scenario: z.string(),
  exercises: z.array(ExerciseListItem),
});
export type ScenarioExercises = z.infer<typeof ScenarioExercises>;

/** A short code for an exercise link. */
export const ShortenedUrl = z.object({
  scenario: z.string(),
  exercise: z.string(),
  shorten: z.string(),
});
export type ShortenedUrl = z.infer<typeof ShortenedUrl>;

/** A player row of the campaign details (ours: the spec names only the columns). */
export const CampaignPlayer = z.object({
  player: z.string(),
  /** The player's exercise code, which Remind (sendReminder) sends. */
  code: z.string(),
  expireAt: IsoDate,
  completed: z.boolean(),
  expired: z.boolean(),
});
export type CampaignPlayer = z.infer<typeof CampaignPlayer>;
