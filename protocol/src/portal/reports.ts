import { z } from 'zod';
import { TeamRef } from './team';
import { Language } from '../player/adaptations';
import { PlayerStatus } from '../reports/status';
import { TimeSetting } from '../player/adaptations';

/** Upper bounds of report texts: names, e-mails, subjects and answers. */
const NAME_MAX = 200;
const TEXT_MAX = 20_000;
const LIST_MAX = 10_000;

/** An exercise identifier as reports name it (a report's `name`, getResponses' `group`). */
export const ExerciseIdentifier = z
  .string({ error: 'No exercise selected' })
  .trim()
  .min(1, 'No exercise selected')
  .max(NAME_MAX);

/** How an exercise runs: emailed to players, or live with a facilitator. */
export const ExerciseKind = z.enum(['Automated', 'Facilitated']);
export type ExerciseKind = z.infer<typeof ExerciseKind>;

/**
 * One entry of the reports list. The portal reads trainer, scenario and name; the admin
 * console name, date, type and scenario: one shape serves both.
 */
export const ReportItem = z.object({
  scenario: z.string().max(NAME_MAX),
  /** The exercise identifier; getResponses takes it as `group`. */
  name: z.string().max(NAME_MAX),
  date: z.string().max(40),
  type: ExerciseKind,
  /** The trainers assigned to the exercise, comma separated, when there are any. */
  trainer: z.string().max(2_000).optional(),
  /** Ours (additive): the owning client, so the admin can open any client's report. */
  client: z.string().max(NAME_MAX).optional(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const Respondent = z.object({
  player: z.string().max(NAME_MAX),
  /** Seconds the player took to answer. */
  time: z.number().nonnegative(),
  /** Ours (additive): the respondent's team, so views can filter by team. */
  team: TeamRef.optional(),
  /** Ours (additive): the language the respondent played in (docs/translations.md). */
  language: Language.optional(),
  /** Ours (additive): the answer as this respondent saw it, when it was in a translation. */
  answer: z.string().max(TEXT_MAX).optional(),
  /**
   * Ours (additive): the time setting in force when the question showed to the respondent
   * (docs/extra-time.md); timeliness judges the answer against that limit. Absent: standard.
   */
  timeSetting: TimeSetting.optional(),
});
export type Respondent = z.infer<typeof Respondent>;

export const QuestionResponse = z.object({
  text: z.string().max(TEXT_MAX),
  count: z.number().int().nonnegative(),
  respondents: z.array(Respondent).max(LIST_MAX),
  /** Ours (additive): how this answer marks ('neutral' for neutral or unscored questions). */
  mark: z.enum(['correct', 'wrong', 'neutral']).optional(),
  /**
   * Ours (additive): the options this answer chose, in the order given (checkbox, reorder,
   * single choice), so analytics count options, not whole answer texts.
   */
  items: z.array(z.string().max(TEXT_MAX)).max(200).optional(),
});
export type QuestionResponse = z.infer<typeof QuestionResponse>;

/** A question of the report; id, subject and timeLimit are ours (the spec shows responses). */
export const ReportQuestion = z.object({
  id: z.string().max(NAME_MAX),
  subject: z.string().max(TEXT_MAX),
  /** Seconds, or null without a limit: the timeliness views compare answer times to it. */
  timeLimit: z.number().nullable(),
  responses: z.array(QuestionResponse).max(LIST_MAX),
  /** Ours (additive): the response type, the options offered and whether it is scored. */
  responseType: z.string().max(40).optional(),
  options: z.array(z.string().max(TEXT_MAX)).max(200).optional(),
  scored: z.boolean().optional(),
  /** Ours (additive): why the question does not count (`unscoredReason`), when it does not. */
  unscoredReason: z.string().max(300).optional(),
  /** Ours (additive): a scored reorder question's correct order (position accuracy). */
  correctOrder: z.array(z.string().max(TEXT_MAX)).max(200).optional(),
  /** Ours (additive): answered once for the whole team. */
  team: z.boolean().optional(),
});
export type ReportQuestion = z.infer<typeof ReportQuestion>;

export const IncidentLog = z.object({ user: z.string().max(NAME_MAX), text: z.string() });
export type IncidentLog = z.infer<typeof IncidentLog>;

export const QuestionResult = z.object({
  /** The event (question) id; ours. */
  id: z.string().max(NAME_MAX),
  passfail: z.enum(['pass', 'fail', 'neutral']),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

export const PlayerScore = z.object({
  user: z.string().max(NAME_MAX),
  team: TeamRef,
  results: z.array(QuestionResult).max(LIST_MAX),
  /** Ours (additive): the one status of the player's run (docs/reports.md, "Player status"). */
  status: PlayerStatus,
  /** Ours (additive): the language the player plays in (docs/translations.md). */
  language: Language.optional(),
  /** Ours (additive): the player's time setting now (docs/extra-time.md); absent: standard. */
  timeSetting: TimeSetting.optional(),
  /** Ours (additive), from the engine's scoring: own plus team passes, of totalQuestions. */
  score: z.number().int().nonnegative().optional(),
  totalQuestions: z.number().int().nonnegative().optional(),
  ownPasses: z.number().int().nonnegative().optional(),
  teamPasses: z.number().int().nonnegative().optional(),
  /**
   * The team-pass rule (own passes plus team passes reach 70 % of the questions seen), given
   * only once the run is completed: an unfinished run has no verdict.
   */
  passed: z.boolean().optional(),
});
export type PlayerScore = z.infer<typeof PlayerScore>;

/**
 * Ours (additive): a team's result (`teamResult`): it passes once every member completed and
 * passed; `players` counts every member still in the exercise.
 */
export const TeamScore = z.object({
  team: z.string().max(NAME_MAX),
  players: z.number().int().nonnegative(),
  passedPlayers: z.number().int().nonnegative(),
  passed: z.boolean(),
});
export type TeamScore = z.infer<typeof TeamScore>;

/** A report's data, read again on every `report.changed` push (or polled every 20 s). */
export const ReportData = z.object({
  type: z.literal('success'),
  questions: z.array(ReportQuestion).max(LIST_MAX),
  incidentLogs: z.array(IncidentLog).max(LIST_MAX),
  /** Each participant with their team; the web anonymises names when asked to. */
  participants: z.record(z.string().max(NAME_MAX), TeamRef),
  totalQuestions: z.number().int().nonnegative(),
  scores: z.array(PlayerScore).max(LIST_MAX),
  /** Ours (additive): the report's name, scenario, kind and per-team results. */
  name: z.string().max(NAME_MAX).optional(),
  scenario: z.string().max(NAME_MAX).optional(),
  kind: ExerciseKind.optional(),
  teams: z.array(TeamScore).max(LIST_MAX).optional(),
  /** Ours (additive), for the debrief's first page: the exercise's start date ('yyyy-mm-dd'). */
  date: z.string().max(40).optional(),
  /** Ours (additive): the client that ordered it, and the logo its players see ('' for none). */
  client: z.string().max(NAME_MAX).optional(),
  logoUrl: z.string().max(2_000).optional(),
  /** Ours (additive): how many runs are completed, in progress and expired (dashboard rule). */
  /** How many players have each status (docs/reports.md, "Player status"). */
  completion: z.record(PlayerStatus, z.number().int().nonnegative()).optional(),
});
export type ReportData = z.infer<typeof ReportData>;
