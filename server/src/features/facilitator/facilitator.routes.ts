import { Router } from 'express';
import { facilitatorCalls } from '@dojo/protocol';
import { bind, type Guard } from '../../http/bind';
import type { FacilitatorPrincipal } from '../../core/principal';
import type { FacilitatorService } from './facilitator.service';

/** The facilitator console's calls; each is guarded by the console link's token. */
export function facilitatorRoutes(deps: {
  guard: Guard<FacilitatorPrincipal>;
  facilitator: FacilitatorService;
}) {
  const { guard, facilitator: service } = deps;
  const router = Router();
  const calls = facilitatorCalls;

  bind(router, calls.loginJWTFacilitator, guard, (_input, { principal }) =>
    service.login(principal),
  );
  bind(router, calls.getFacilitatorEvents, guard, (_input, { principal }) =>
    service.status(principal),
  );
  bind(router, calls.getParticipants, guard, (_input, { principal }) =>
    service.participants(principal),
  );
  bind(router, calls.retrievePlayers, guard, (_input, { principal }) => service.players(principal));
  bind(router, calls.openExercise, guard, (_input, { principal }) => service.open(principal));
  bind(router, calls.pauseFacilitated, guard, (_input, { principal }) => service.pause(principal));
  bind(router, calls.continueFacilitated, guard, (_input, { principal }) =>
    service.continue(principal),
  );
  bind(router, calls.pushFacilitatorEvent, guard, (input, { principal }) =>
    service.push(principal, input.time),
  );
  bind(router, calls.sendFacilitatorEvents, guard, (input, { principal }) =>
    service.sendEvent(principal, input),
  );
  bind(router, calls.getFacilitatorLibrary, guard, (_input, { principal }) =>
    service.library(principal),
  );
  bind(router, calls.changePlayerTeam, guard, (input, { principal }) =>
    service.changeTeam(principal, input.player, input.team),
  );
  bind(router, calls.changePlayerTimeSetting, guard, (input, { principal }) =>
    service.changeTimeSetting(principal, input.player, input.timeSetting),
  );
  bind(router, calls.resetCampaign, guard, (_input, { principal }) => service.reset(principal));
  bind(router, calls.letPlayerBackIn, guard, (input, { principal }) =>
    service.letBackIn(principal, input.player),
  );
  return router;
}
