import type { AppContext, Feature } from '../context';
import { facilitatorScope } from './facilitator.guard';
import { facilitatorRoutes } from './facilitator.routes';
import { facilitatorService } from './facilitator.service';
import { relayPlayerActivity } from './playerActivity';
import { exercisePositions } from './positions';

/**
 * The facilitator console: clock, positions, ad-hoc events, moves and reset. What players
 * see is told as domain events; the consoles of an exercise share its room, where what the
 * players do is relayed too.
 */
export function facilitatorFeature(ctx: AppContext): Feature {
  const { repos, events, publisher, clock } = ctx;
  const facilitator = facilitatorService({
    ...repos,
    events,
    publisher,
    positions: exercisePositions(repos),
    erasure: ctx.shared.erasure,
    clock,
  });
  // Players' answers, reads and joins reach the console live (docs/facilitator.md "Real time").
  const stopRelay = relayPlayerActivity({ source: events, publisher, clock });
  return {
    close: stopRelay,
    routers: [facilitatorRoutes({ guard: ctx.guards.facilitator, facilitator })],
    socketScopes: (principal) =>
      principal.kind === 'facilitator' ? [facilitatorScope(principal.exerciseId)] : [],
  };
}
