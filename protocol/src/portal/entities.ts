import { z } from 'zod';
import { IsoDate } from '../core/legacy';
import { Language, LANGUAGES } from '../player/adaptations';
import { PlayerResult, PlayerStatus } from '../reports/status';
import { ContentText, IdText, NameText, SubjectText, TokenText, UrlText } from '../core/bounds';

/** Scenario level as the catalogue shows it: -1 none, else the subscription level it needs. */
export const ScenarioLevel = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]);
export type ScenarioLevel = z.infer<typeof ScenarioLevel>;

/** A scenario as the customer portal's catalogue shows it (docs/portal.md). */
export const PortalScenario = z.object({
  /** The title with spaces replaced by hyphens: the `/exercises/{id}` route parameter. */
  id: IdText,
  title: SubjectText,
  description: ContentText,
  image: UrlText,
  level: ScenarioLevel,
  visible: z.boolean(),
  fileName: NameText,
  learningPrograms: z.boolean(),
  subtitle: SubjectText,
  playtime: SubjectText,
  maturity: SubjectText,
  delegates: SubjectText,
  competencies: SubjectText,
  teams: z.boolean(),
  /**
   * Additive: the scenario is a beta, still being refined; the card says so and the portal's
   * Welcome/NDA shows its beta variant while the catalogue holds one (docs/portal.md).
   */
  beta: z.boolean(),
  /**
   * Ours (additive): the languages it is played in, the original's first; the order form
   * offers them per player (docs/translations.md). Absent: English only.
   */
  languages: z.array(Language).max(LANGUAGES.length).optional(),
});
export type PortalScenario = z.infer<typeof PortalScenario>;

/** The catalogue route id of a scenario title. */
export function scenarioRouteId(title: string): string {
  return title.replace(/ /g, '-');
}

/** The scenarios (file names) a client may order, and whether it runs in privacy mode. */
export const ClientScenarios = z.object({ scenarios: z.array(SubjectText), privacy: z.boolean() });
export type ClientScenarios = z.infer<typeof ClientScenarios>;

/** What the portal's credit call answers (the admin variant answers a bare number). */
export const PortalCredits = z.object({
  credit: z.number(),
  /** The client's learners (player e-mail addresses) for the Learners tab. */
  learners: z.array(SubjectText),
});
export type PortalCredits = z.infer<typeof PortalCredits>;

/** One player's run of an ordered exercise. */
export const PlayerExercise = z.object({
  /** The player: an e-mail address, or an anonymous participant in privacy mode. */
  name: NameText,
  /** Ours (additive): the player's exercise code, which sendReminder and extend need. */
  code: TokenText,
  completed: z.boolean(),
  expired: z.boolean(),
  expiresOn: IsoDate,
  startedOn: IsoDate.nullable(),
  /** Ours (additive): the player's link path (/exercise/{token}), retrievable at any time. */
  link: z.string().max(300).optional(),
  /** Ours (additive): the player's team, when the exercise has teams. */
  team: z.string().max(200).nullable().optional(),
  /**
   * Ours (additive): the one status of the run (docs/reports.md, "Player status"); `completed`
   * and `expired` above are read from it.
   */
  status: PlayerStatus,
  /**
   * Ours (additive): the engine's score (own plus team passes, of scored questions seen), none
   * before the player plays; `passed` only once completed (`playerResult`).
   */
  score: PlayerResult.nullable().optional(),
});
export type PlayerExercise = z.infer<typeof PlayerExercise>;

export const CustomerExerciseGroup = z.object({
  /** Ours (additive): the order's identifier, which sendReminder needs as exerciseName. */
  name: NameText,
  trainer: NameText,
  scenario: NameText,
  date: SubjectText,
  exercises: z.array(PlayerExercise),
  /** Ours (additive): automated or facilitated, and the scenario's title. */
  kind: z.enum(['Automated', 'Facilitated']).optional(),
  scenarioTitle: z.string().max(200).optional(),
});
export type CustomerExerciseGroup = z.infer<typeof CustomerExerciseGroup>;

/** The dashboard's data (docs/portal.md; the spec does not show the exact shape). */
export const CustomerData = z.object({
  credit: z.number(),
  creditSpent: z.number(),
  subscribedOn: IsoDate,
  subscribedUntil: IsoDate,
  nextRefill: IsoDate.nullable(),
  exercises: z.array(CustomerExerciseGroup),
});
export type CustomerData = z.infer<typeof CustomerData>;
