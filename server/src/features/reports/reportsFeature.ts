import type { ReportChange } from '@dojo/protocol';
import type { Publisher } from '../../realtime/publisher';
import type { WallClock } from '../../realtime/runner/wallClock';
import type { Store } from '../../store';
import type { Guards } from '../auth/guards';
import { clientsRepo } from '../clients/clients.repo';
import type { GameEvents } from '../exercises/gameEvents';
import { playerGames } from '../player/playerGame';
import { ScenarioCache } from '../player/scenarioCache';
import { socialRepo } from '../player/social.repo';
import { reportGames } from './reportGames';
import { reportsLive } from './reports.live';
import { reportsRepo } from './reports.repo';
import { reportsRoutes } from './reports.routes';
import { reportsService } from './reports.service';

/**
 * The customer's results wired in one place: the dashboard, reports, replay and extend
 * calls, and the live `report.changed` pushes. `activity` is what the game tells it after
 * a player answered, read or joined, or an exercise's state changed.
 */
export function reportsFeature(deps: {
  store: Store;
  guards: Guards;
  publisher: Pick<Publisher, 'push' | 'seqOf'>;
  clock: WallClock;
}) {
  const { store, clock } = deps;
  const repo = reportsRepo(store);
  const games = playerGames({
    exercises: repo.exercises,
    players: repo.players,
    responses: repo.responses,
    adHocEvents: repo.adHocEvents,
    scenarios: new ScenarioCache(),
    clock,
  });
  const live = reportsLive({ repo, publisher: deps.publisher });
  const reports = reportsService({
    repo,
    clients: clientsRepo(store),
    social: socialRepo(store),
    games: reportGames({ repo, games }),
    now: () => clock.now(),
    changed: live.changed,
  });
  const activity = (exerciseId: string, change: ReportChange) =>
    void live.activity(exerciseId, change);
  return {
    router: reportsRoutes({ guards: deps.guards, reports }),
    routeFollow: live.routeFollow,
    activity,
    /** The facilitator's game events, also telling the live reports (until the event bus). */
    tap(events: GameEvents): GameEvents {
      return {
        exerciseChanged(exerciseId) {
          events.exerciseChanged(exerciseId);
          activity(exerciseId, 'exercise');
        },
        playerChanged(exerciseId, playerId) {
          events.playerChanged(exerciseId, playerId);
          activity(exerciseId, 'exercise');
        },
      };
    },
  };
}
export type ReportsFeature = ReturnType<typeof reportsFeature>;
