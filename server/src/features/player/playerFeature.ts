import type { Logger } from '../../logger';
import type { Publisher } from '../../realtime/publisher';
import { ScopeRunner } from '../../realtime/runner/scopeRunner';
import type { WallClock } from '../../realtime/runner/wallClock';
import type { Store } from '../../store';
import type { Guards } from '../auth/guards';
import type { TokenService } from '../auth/tokens';
import type { ClientsRepo } from '../clients/clients.repo';
import { adHocEventsRepo } from '../exercises/adHocEvents.repo';
import { exercisesRepo } from '../exercises/exercises.repo';
import { playersRepo } from '../exercises/players.repo';
import { responsesRepo } from '../exercises/responses.repo';
import { pdfsRepo } from '../pdfs/pdfs.repo';
import { pdfsService } from '../pdfs/pdfs.service';
import { answersService } from './answers.service';
import { entryService } from './entry.service';
import { mailboxService, type ViewInputs } from './mailbox.service';
import { notebookService } from './notebook.service';
import { playerRoutes } from './player.routes';
import { playerGames } from './playerGame';
import { ScenarioCache } from './scenarioCache';
import { socialRepo } from './social.repo';
import { socialService } from './social.service';

/**
 * The player's side wired in one place, with the runner that pushes their inbox. The runner
 * is also the GameEvents the exercises feature tells about clock, team and reset writes.
 * The exercises feature owns those collections (and their indexes); this reads them through
 * its repos.
 */
export async function playerFeature(deps: {
  store: Store;
  clients: ClientsRepo;
  tokens: TokenService;
  publisher: Pick<Publisher, 'push'>;
  clock: WallClock;
  logger: Logger;
  /** Told after a player's progress is stored (the live reports). */
  activity?: (exerciseId: string, change: 'player') => void;
}) {
  const { store, clock } = deps;
  const social = socialRepo(store);
  await social.ensureIndexes();
  const exercises = exercisesRepo(store);
  const players = playersRepo(store);
  const responses = responsesRepo(store);
  const scenarios = new ScenarioCache();
  const pdfs = pdfsService(pdfsRepo(store));
  const games = playerGames({
    exercises,
    players,
    responses,
    adHocEvents: adHocEventsRepo(store),
    scenarios,
    clock,
  });

  // The runner and the services need each other: the services tell the runner what changed,
  // the runner asks the mailbox what a player sees. The source is read only once a socket joins.
  const runner: ScopeRunner<ViewInputs> = new ScopeRunner<ViewInputs>({
    source: {
      view: (exerciseId, playerId) => mailboxes.source.view(exerciseId, playerId),
      views: (exerciseId, playerIds) => mailboxes.source.views(exerciseId, playerIds),
      reproject: (inputs) => mailboxes.source.reproject(inputs),
      release: (exerciseId) => mailboxes.source.release(exerciseId),
    },
    publisher: deps.publisher,
    clock,
    logger: deps.logger,
  });
  const pushes = {
    playerChanged: (exerciseId: string, playerId: string) => {
      void runner.playerChanged(exerciseId, playerId);
      deps.activity?.(exerciseId, 'player');
    },
    teamChanged: (exerciseId: string, team: string) => {
      void runner.teamChanged(exerciseId, team);
      deps.activity?.(exerciseId, 'player');
    },
  };
  const mailboxes = mailboxService({ games, players, social, scenarios, pushes, clock });

  const services = {
    entry: entryService({
      exercises,
      players,
      clients: deps.clients,
      tokens: deps.tokens,
      games,
      pushes,
      clock,
    }),
    mailboxes,
    answers: answersService({ mailboxes, responses, forms: pdfs, pushes, clock }),
    social: socialService({ mailboxes, social, pushes, clock }),
    notebook: notebookService({ mailboxes, players, pdfs }),
  };

  return {
    runner,
    /** The player's calls, and loadPDF for players and editors alike. */
    routes: (guards: Guards) => playerRoutes({ guards, ...services }),
  };
}
export type PlayerFeature = Awaited<ReturnType<typeof playerFeature>>;
