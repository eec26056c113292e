import type { z } from 'zod';
import type { Ack, CommandDef } from '@dojo/protocol';
import {
  AppError,
  isStoreWriteError,
  MASKED_MESSAGE,
  STORE_UNAVAILABLE_MESSAGE,
  storeRefusal,
} from '../errors';
import type { Logger } from '../logger';
import type { DojoSocket } from './types';

type AnyCommand = CommandDef<string, z.ZodType, z.ZodType>;

export type CommandHandler<C extends AnyCommand> = (
  payload: z.output<C['payload']>,
  socket: DojoSocket,
) => Promise<z.input<C['result']>>;

interface Route {
  def: AnyCommand;
  handler: CommandHandler<AnyCommand>;
}

/** One router for every client command: parse the payload, run, ack `{ok,...}`. */
export class SocketRouter {
  private readonly routes = new Map<string, Route>();

  constructor(private readonly logger: Logger) {}

  on<C extends AnyCommand>(def: C, handler: CommandHandler<C>): this {
    if (this.routes.has(def.name)) throw new Error(`${def.name} is routed twice`);
    this.routes.set(def.name, { def, handler });
    return this;
  }

  attach(socket: DojoSocket): void {
    const raw = socket as unknown as {
      on(name: string, listener: (...args: unknown[]) => void): void;
    };
    for (const { def, handler } of this.routes.values()) {
      raw.on(def.name, (payload: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return;
        void this.run(def, handler, payload, socket).then((answer) => ack(answer));
      });
    }
  }

  private async run(
    def: AnyCommand,
    handler: CommandHandler<AnyCommand>,
    payload: unknown,
    socket: DojoSocket,
  ): Promise<Ack<unknown>> {
    const parsed = def.payload.safeParse(payload ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'The message is not valid.';
      return { ok: false, error: { code: 'invalid_request', message } };
    }
    try {
      return { ok: true, data: def.result.parse(await handler(parsed.data, socket)) };
    } catch (error) {
      if (error instanceof AppError) {
        return { ok: false, error: { code: error.code, message: error.message } };
      }
      const refused = storeRefusal(error);
      if (refused) return { ok: false, error: { code: refused.code, message: refused.message } };
      this.logger.error({ err: error, command: def.name }, 'socket command failed');
      if (isStoreWriteError(error))
        return {
          ok: false,
          error: { code: 'store_unavailable', message: STORE_UNAVAILABLE_MESSAGE },
        };
      return { ok: false, error: { code: 'internal', message: MASKED_MESSAGE } };
    }
  }
}
