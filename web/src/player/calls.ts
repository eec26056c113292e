import { FIRST_CALL_ROUTES, type CallRoute, type playerCalls } from '@dojo/protocol';
import type { LaterCall } from '../shared/api';
import { laterCall } from '../shared/protocolLater';

type PlayerCalls = typeof playerCalls;

/**
 * A player call's declaration, from the protocol's own chunk (../shared/protocolDefs.ts): the
 * player's first load carries no zod schema; that chunk downloads as the page starts. The
 * first screen's calls (the link check, the first inbox read) carry their route, so they go
 * out before that chunk has arrived (docs/performance.md, "The player's first seconds").
 */
export function playerCall<N extends keyof PlayerCalls>(name: N): LaterCall<PlayerCalls[N]> {
  const route = (FIRST_CALL_ROUTES as Partial<Record<keyof PlayerCalls, CallRoute>>)[name];
  return laterCall((defs) => defs.playerCalls[name], route);
}
