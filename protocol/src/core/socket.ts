import { z } from 'zod';
import { ERROR_CODES } from './errors';
import { ContentText, SubjectText, TokenText } from './bounds';
import { PROTOCOL_VERSION } from './protocolVersion';
export { PROTOCOL_VERSION };

export const Handshake = z.object({
  token: TokenText.min(1),
  protocol: z.literal(PROTOCOL_VERSION),
});
export type Handshake = z.infer<typeof Handshake>;

export const AckError = z.object({ code: z.enum(ERROR_CODES), message: ContentText.max(2000) });
export type AckError = z.infer<typeof AckError>;

export type Ack<T> = { ok: true; data: T } | { ok: false; error: AckError };

/** A client-to-server command (imperative name, answered by an ack). */
export interface CommandDef<Name extends string, P extends z.ZodType, R extends z.ZodType> {
  readonly kind: 'command';
  readonly name: Name;
  readonly payload: P;
  readonly result: R;
}

/** A server-to-client broadcast (past-tense name), wrapped in a {@link Push}. */
export interface BroadcastDef<Name extends string, D extends z.ZodType> {
  readonly kind: 'broadcast';
  readonly name: Name;
  readonly data: D;
}

export function command<Name extends string, P extends z.ZodType, R extends z.ZodType>(
  name: Name,
  payload: P,
  result: R,
): CommandDef<Name, P, R> {
  return Object.freeze({ kind: 'command', name, payload, result });
}

export function broadcast<Name extends string, D extends z.ZodType>(
  name: Name,
  data: D,
): BroadcastDef<Name, D> {
  return Object.freeze({ kind: 'broadcast', name, data });
}

/**
 * Every push names its scope (the room it was sent to), carries that scope's sequence
 * number and the server's clock, so a client can spot a gap and resync.
 */
export interface Push<D> {
  scope: string;
  seq: number;
  serverTime: number;
  data: D;
}

export function pushSchema<D extends z.ZodType>(data: D) {
  return z.object({
    scope: SubjectText,
    seq: z.number().int().nonnegative(),
    serverTime: z.number(),
    data,
  });
}
