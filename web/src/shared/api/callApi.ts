import { z } from 'zod';
import {
  ContentText,
  isErrorCode,
  type CallDef,
  type RequestOf,
  type ResponseOf,
} from '@dojo/protocol';
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

/**
 * A refusal as read here: protocol's `Failed`, its code read leniently, so a code this page does
 * not know yet (a newer server) still shows the message, just without a code to compare.
 */
const Refusal = z.object({
  type: z.literal('failed'),
  data: ContentText,
  code: z.string().max(100).optional(),
});

function refusal(body: unknown, status: number): ApiError | null {
  const failed = Refusal.safeParse(body);
  if (!failed.success) return null;
  const { data, code } = failed.data;
  return new ApiError(
    data || `Response status: ${status}`,
    status,
    isErrorCode(code) ? code : undefined,
    body,
  );
}

/** A call's answer from its status and body: the parsed response, or the server's refusal. */
export function answerOf<C extends CallDef>(def: C, status: number, body: unknown): ResponseOf<C> {
  const response = { ok: status >= 200 && status < 300, status };
  if (!response.ok) {
    throw refusal(body, status) ?? new ApiError(`Response status: ${response.status}`, status);
  }

  const parsed = def.response.safeParse(body);
  if (parsed.success) return parsed.data as ResponseOf<C>;
  const failed = refusal(body, status);
  if (failed) throw failed;
  console.error(`Unexpected answer from ${def.method} ${def.path}`, parsed.error);
  throw new ApiError('The server sent an unexpected answer.', response.status);
}
