import { z } from 'zod';
import { ContentText, isErrorCode, type CallDef, type ResponseOf } from '@dojo/protocol';
import { ApiError } from './ApiError';

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
