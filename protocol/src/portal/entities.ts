import { z } from 'zod';

/** Scenario level as the catalogue shows it: -1 none, else the subscription level it needs. */
export const ScenarioLevel = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]);
export type ScenarioLevel = z.infer<typeof ScenarioLevel>;

/** A scenario as the customer portal's catalogue shows it (portal spec §3). */
export const PortalScenario = z.object({
  /** The title with spaces replaced by hyphens: the `/exercises/{id}` route parameter. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  level: ScenarioLevel,
  visible: z.boolean(),
  fileName: z.string(),
  learningPrograms: z.boolean(),
  subtitle: z.string(),
  playtime: z.string(),
  maturity: z.string(),
  delegates: z.string(),
  competencies: z.string(),
  teams: z.boolean(),
});
export type PortalScenario = z.infer<typeof PortalScenario>;

/** The catalogue route id of a scenario title. */
export function scenarioRouteId(title: string): string {
  return title.replace(/ /g, '-');
}
