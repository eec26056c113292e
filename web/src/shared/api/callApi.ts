import type { CallDef, CallRoute, RequestOf, ResponseOf } from '@dojo/protocol';
import { loadProtocolDefs } from '../protocolLater';
import { ApiError } from './ApiError';
import { buildRequest } from './buildRequest';

/**
 * A call whose declaration (with its schemas) is still on its way. With a `route`, the request
 * goes out at once and only the answer's check waits for the declaration, which is asked for
 * (`ask`) once the answer is here.
 */
export type LaterCall<C extends CallDef> = Promise<C> & {
  readonly route?: CallRoute;
  readonly ask?: () => void;
};

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer …` for the few calls that take the token as a header. */
  bearer?: string;
  /**
   * Given the answer's body as it arrived, before its check: for a follow-up request that
   * must not wait for the protocol's chunk (the player's first inbox read). The body is
   * unchecked; the caller reads it defensively and the follow-up's own answer is checked.
   */
  beforeCheck?: (body: unknown, status: number) => void;
  /** The request outlives the page (fetch's keepalive): a log out sent as the page moves on. */
  keepalive?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  return bodyOf(await response.text());
}

/** The answer's text as JSON when it is JSON. */
export function bodyOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The one way the web app talks to the REST API: through a protocol declaration, so the path,
 * method and payload shapes come from the contract and the answer is parsed by its schema.
 * The declaration may still be on its way (a first screen's calls come with the protocol's
 * own chunk, see ../protocolLater.ts); a call that knows its route goes out before it, and the
 * answer's check (zod) always comes from that chunk, downloaded while the call travels.
 * Throws {@link ApiError} with the server's message on a failed answer.
 */
export async function callApi<C extends CallDef>(
  def: C | LaterCall<C>,
  request: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const later = def instanceof Promise ? def : null;
  const route = later ? (later.route ?? (await later)) : (def as C);
  const { url, init } = buildRequest(route, request);
  if (options.bearer) {
    init.headers = {
      ...(init.headers as Record<string, string>),
      Authorization: `Bearer ${options.bearer}`,
    };
  }
  // The request first (a fetch that throws at once becomes a rejection here), then the
  // check's chunk: a first screen's call is not queued behind it on the six connections.
  const sent = (async () =>
    fetch(url, { ...init, signal: options.signal, keepalive: options.keepalive }))();
  // A call sent on its route alone (a first screen's) runs the protocol's chunk once its answer
  // is here (the start has it downloading: ../../firstScreen.ts): building every schema takes a
  // phone's CPU about 90 ms, which would otherwise hold up what that answer starts (the link
  // check's inbox read: docs/performance.md, "Issue 36, session 14").
  const checks = later?.route ? null : loadProtocolDefs();
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw new ApiError(message, 0);
  }

  const body = await readBody(response);
  options.beforeCheck?.(body, response.status);
  later?.ask?.();
  const [{ answerOf }, call] = await Promise.all([checks ?? loadProtocolDefs(), def]);
  return answerOf(call, response.status, body);
}
