import { z } from 'zod';
import { TeamRef } from './team';
import { ContentText, IdText, NameText, SubjectText } from '../core/bounds';

/** How an exercise runs: emailed to players, or live with a facilitator. */
export const ExerciseKind = z.enum(['Automated', 'Facilitated']);
export type ExerciseKind = z.infer<typeof ExerciseKind>;

/**
 * One entry of the reports list. The portal reads trainer, scenario and name; the admin
 * console name, date, type and scenario: one shape serves both.
 */
export const ReportItem = z.object({
  scenario: NameText,
  /** The exercise identifier; getResponses takes it as `group`. */
  name: NameText,
  date: SubjectText,
  type: ExerciseKind,
  /** The trainer assigned to the exercise, when one is. */
  trainer: NameText.optional(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const Respondent = z.object({
  player: NameText,
  /** Seconds the player took to answer. */
  time: z.number(),
});
export type Respondent = z.infer<typeof Respondent>;

export const QuestionResponse = z.object({
  text: ContentText,
  count: z.number().int().nonnegative(),
  respondents: z.array(Respondent),
});
export type QuestionResponse = z.infer<typeof QuestionResponse>;

/** A question of the report; id, subject and timeLimit are ours (the spec shows responses). */
export const ReportQuestion = z.object({
  id: IdText,
  subject: SubjectText,
  /** Seconds, or null without a limit: the timeliness views compare answer times to it. */
  timeLimit: z.number().nullable(),
  responses: z.array(QuestionResponse),
});
export type ReportQuestion = z.infer<typeof ReportQuestion>;

export const IncidentLog = z.object({ user: NameText, text: NameText });
export type IncidentLog = z.infer<typeof IncidentLog>;

export const QuestionResult = z.object({
  /** The event (question) id; ours. */
  id: IdText,
  passfail: z.enum(['pass', 'fail', 'neutral']),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

export const PlayerScore = z.object({
  user: NameText,
  team: TeamRef,
  results: z.array(QuestionResult),
});
export type PlayerScore = z.infer<typeof PlayerScore>;

/** A report's data, polled every 20 s (portal spec §3, §7). */
export const ReportData = z.object({
  type: z.literal('success'),
  questions: z.array(ReportQuestion),
  incidentLogs: z.array(IncidentLog),
  /** Each participant with their team; the web anonymises names when asked to. */
  participants: z.record(SubjectText, TeamRef),
  totalQuestions: z.number().int().nonnegative(),
  scores: z.array(PlayerScore),
});
export type ReportData = z.infer<typeof ReportData>;
