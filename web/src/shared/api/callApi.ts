import { Failed, type CallDef, type RequestOf, type ResponseOf } from '@dojo/protocol';
import { ApiError } from './ApiError';
import { buildRequest } from './buildRequest';

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Authorization: Bearer …` for the few calls that take the token as a header. */
  bearer?: string;
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
 * Throws {@link ApiError} with the server's message on a failed answer.
 */
export async function callApi<C extends CallDef>(
  def: C,
  request: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const { url, init } = buildRequest(def, request);
  if (options.bearer) {
    init.headers = {
      ...(init.headers as Record<string, string>),
      Authorization: `Bearer ${options.bearer}`,
    };
  }
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: options.signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw new ApiError(message, 0);
  }

  return answerOf(def, response.status, await readBody(response));
}

/** A call's answer from its status and body: the parsed response, or the server's refusal. */
export function answerOf<C extends CallDef>(def: C, status: number, body: unknown): ResponseOf<C> {
  const response = { ok: status >= 200 && status < 300, status };
  if (!response.ok) {
    const failed = Failed.safeParse(body);
    throw new ApiError(
      failed.success && failed.data.data ? failed.data.data : `Response status: ${response.status}`,
      response.status,
    );
  }

  const parsed = def.response.safeParse(body);
  if (parsed.success) return parsed.data as ResponseOf<C>;
  const failed = Failed.safeParse(body);
  if (failed.success) throw new ApiError(failed.data.data, response.status);
  console.error(`Unexpected answer from ${def.method} ${def.path}`, parsed.error);
  throw new ApiError('The server sent an unexpected answer.', response.status);
}
