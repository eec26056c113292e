import { scenarioLanguages, scenarioRouteId, type PortalScenario } from '@dojo/protocol';
import type { ScenarioDoc, ScenariosRepo } from '../scenarios/scenarios.repo';

/** The catalogue card of a scenario (docs/portal.md). */
export function toPortalScenario(doc: ScenarioDoc): PortalScenario {
  return {
    id: scenarioRouteId(doc.title),
    title: doc.title,
    description: doc.description,
    image: doc.image,
    level: doc.level,
    visible: doc.visible,
    fileName: doc.fileName,
    learningPrograms: doc.learningPrograms,
    subtitle: doc.subtitle,
    playtime: doc.playtime,
    maturity: doc.maturity,
    delegates: doc.delegates,
    competencies: doc.competencies,
    teams: doc.teams,
    beta: doc.beta,
    languages: scenarioLanguages(doc),
  };
}

export function catalogueService(scenarios: ScenariosRepo) {
  return {
    async portalScenarios(): Promise<PortalScenario[]> {
      return (await scenarios.listVisible()).map(toPortalScenario);
    },
  };
}
