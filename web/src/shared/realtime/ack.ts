import type { CommandName, CommandPayload, CommandResult, Commands } from '@dojo/protocol';

const ACK_TIMEOUT_MS = 10_000;

interface Parser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/** The slice of socket.io's API emitAsync needs, without its per-event generics. */
export interface AckEmitter {
  timeout(ms: number): {
    emit(
      name: string,
      payload: unknown,
      ack: (err: Error | null, answer: unknown) => void,
    ): unknown;
  };
}

function isAck(
  answer: unknown,
): answer is { ok: boolean; data?: unknown; error?: { message?: string } } {
  return typeof answer === 'object' && answer !== null && 'ok' in answer;
}

/** Sends a command on the given socket; resolves with `data` on ok, rejects with the message. */
export function emitOn<N extends CommandName>(
  socket: AckEmitter,
  def: Commands[N] & { name: N },
  payload: CommandPayload<N>,
): Promise<CommandResult<N>> {
  return new Promise((resolve, reject) => {
    socket.timeout(ACK_TIMEOUT_MS).emit(def.name, payload, (err, answer) => {
      if (err) return reject(new Error('The server did not answer in time.'));
      if (!isAck(answer)) return reject(new Error('The server sent an unexpected answer.'));
      if (!answer.ok) return reject(new Error(answer.error?.message ?? 'The request failed.'));
      const parsed = (def.result as Parser).safeParse(answer.data);
      if (!parsed.success) return reject(new Error('The server sent an unexpected answer.'));
      resolve(parsed.data as CommandResult<N>);
    });
  });
}
