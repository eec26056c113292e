import type { Store } from '../store';
import { creditChangesRepo } from './admin/creditChanges.repo';
import { accountsRepo } from './auth/accounts.repo';
import { sessionsRepo } from './auth/sessions.repo';
import { auditRepo } from './auth/audit.repo';
import { factorRulesRepo } from './auth/factorRules.repo';
import { clientsRepo } from './clients/clients.repo';
import { adHocEventsRepo } from './exercises/adHocEvents.repo';
import { exercisesRepo } from './exercises/exercises.repo';
import { playersRepo } from './exercises/players.repo';
import { responsesRepo } from './exercises/responses.repo';
import { waitingPlayersRepo } from './exercises/waitingPlayers.repo';
import { mediaRepo } from './media/media.repo';
import { organisationsRepo } from './organisations/organisations.repo';
import { pdfsRepo } from './pdfs/pdfs.repo';
import { socialRepo } from './player/social.repo';
import { erasuresRepo } from './privacy/erasures.repo';
import { scenariosRepo } from './scenarios/scenarios.repo';
import { sectionsRepo } from './scenarios/sections.repo';
import { versionsRepo } from './scenarios/versions.repo';
import { scenarioDraftsRepo } from './scenarios/scenarioDrafts.repo';
import { mselMappingsRepo } from './scenarios/msel/mselMappings.repo';

/**
 * Every repo, built once over the store, with its indexes in place. Repos are the only code
 * touching the store; a feature reads another feature's collection through these.
 */
export async function openRepos(store: Store) {
  const repos = {
    accounts: accountsRepo(store),
    sessions: sessionsRepo(store),
    audit: auditRepo(store),
    factorRules: factorRulesRepo(store),
    clients: clientsRepo(store),
    creditChanges: creditChangesRepo(store),
    scenarios: scenariosRepo(store),
    sections: sectionsRepo(store),
    versions: versionsRepo(store),
    scenarioDrafts: scenarioDraftsRepo(store),
    mselMappings: mselMappingsRepo(store),
    pdfs: pdfsRepo(store),
    media: mediaRepo(store),
    organisations: organisationsRepo(store),
    exercises: exercisesRepo(store),
    players: playersRepo(store),
    responses: responsesRepo(store),
    adHocEvents: adHocEventsRepo(store),
    waitingPlayers: waitingPlayersRepo(store),
    social: socialRepo(store),
    erasures: erasuresRepo(store),
  };
  await Promise.all(
    Object.values(repos).map((repo) =>
      'ensureIndexes' in repo ? repo.ensureIndexes() : Promise.resolve(),
    ),
  );
  return repos;
}
export type Repos = Awaited<ReturnType<typeof openRepos>>;
