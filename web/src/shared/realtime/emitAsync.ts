import type { CommandName, CommandPayload, CommandResult, Commands } from '@dojo/protocol';
import { emitOn, type AckEmitter } from './ack';
import { getSocket } from './connection';

/** Sends a command on the app's socket (see {@link emitOn}). */
export function emitAsync<N extends CommandName>(
  def: Commands[N] & { name: N },
  payload: CommandPayload<N>,
): Promise<CommandResult<N>> {
  const socket = getSocket();
  if (!socket) return Promise.reject(new Error('Not connected to the server.'));
  return emitOn(socket as unknown as AckEmitter, def, payload);
}
