import type { playerCalls } from '@dojo/protocol';
import { loadProtocolDefs } from '../shared/protocolLater';

type PlayerCalls = typeof playerCalls;

/**
 * A player call's declaration, from the protocol's own chunk (../shared/protocolDefs.ts): the
 * player's first load carries no zod schema; that chunk downloads as the page starts.
 */
export function playerCall<N extends keyof PlayerCalls>(name: N): Promise<PlayerCalls[N]> {
  return loadProtocolDefs().then((defs) => defs.playerCalls[name]);
}
