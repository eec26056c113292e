import type { Router } from 'express';
import type { Publisher } from '../../realtime/publisher';
import type { Store } from '../../store';
import type { Guards } from '../auth/guards';
import { creditsRoutes } from '../credits/credits.routes';
import { facilitatorGuard, facilitatorResolver } from '../facilitator/facilitator.guard';
import { facilitatorRoutes } from '../facilitator/facilitator.routes';
import { facilitatorService } from '../facilitator/facilitator.service';
import { exercisePositions } from '../facilitator/positions';
import { socialRepo } from '../player/social.repo';
import { exercisesRoutes } from './exercises.routes';
import { exerciseRepos, orderServices } from './exercises.wiring';
import type { GameEvents } from './gameEvents';
import { newLinkToken } from './tokens';

/**
 * Exercises, credits and the facilitator console, wired in one place. The repos are
 * returned for the player feature and the realtime runner, which share these collections.
 */
export async function exercisesFeature(deps: {
  store: Store;
  guards: Guards;
  publisher: Pick<Publisher, 'push'>;
  gameEvents: GameEvents;
  now?: () => number;
}) {
  const { store, guards, publisher, gameEvents, now = Date.now } = deps;
  const repos = await exerciseRepos(store);
  const services = orderServices({ store, repos, now, newToken: newLinkToken });
  await services.recoverUnfinishedOrders();
  const facilitator = facilitatorService({
    ...repos,
    social: socialRepo(store),
    gameEvents,
    publisher,
    positions: exercisePositions(repos),
    now,
  });
  const routers: Router[] = [
    exercisesRoutes({ guards, ...services }),
    creditsRoutes({ guards, credits: services.credits }),
    facilitatorRoutes({ guard: facilitatorGuard(repos.exercises), facilitator }),
  ];
  return {
    routers,
    repos,
    facilitator,
    /** Resolves a /facilitator/{token} link (the socket handshake can use it too). */
    resolveFacilitator: facilitatorResolver(repos.exercises),
  };
}
