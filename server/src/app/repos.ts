import type { Store } from '../store';
import { creditChangesRepo } from '../features/admin/creditChanges.repo';
import { accountsRepo } from '../features/auth/accounts.repo';
import { clientsRepo } from '../features/clients/clients.repo';
import { adHocEventsRepo } from '../features/exercises/adHocEvents.repo';
import { exercisesRepo } from '../features/exercises/exercises.repo';
import { playersRepo } from '../features/exercises/players.repo';
import { responsesRepo } from '../features/exercises/responses.repo';
import { waitingPlayersRepo } from '../features/exercises/waitingPlayers.repo';
import { mediaRepo } from '../features/media/media.repo';
import { organisationsRepo } from '../features/organisations/organisations.repo';
import { pdfsRepo } from '../features/pdfs/pdfs.repo';
import { socialRepo } from '../features/player/social.repo';
import { erasuresRepo } from '../features/privacy/erasures.repo';
import { scenariosRepo } from '../features/scenarios/scenarios.repo';
import { sectionsRepo } from '../features/scenarios/sections.repo';
import { versionsRepo } from '../features/scenarios/versions.repo';
import { scenarioDraftsRepo } from '../features/scenarios/scenarioDrafts.repo';

/**
 * Every repo, built once over the store, with its indexes in place. Repos are the only code
 * touching the store; a feature reads another feature's collection through these.
 */
export async function openRepos(store: Store) {
  const repos = {
    accounts: accountsRepo(store),
    clients: clientsRepo(store),
    creditChanges: creditChangesRepo(store),
    scenarios: scenariosRepo(store),
    sections: sectionsRepo(store),
    versions: versionsRepo(store),
    scenarioDrafts: scenarioDraftsRepo(store),
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
