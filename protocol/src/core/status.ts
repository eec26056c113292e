import { z } from 'zod';
import { ContentText, TEXT_LIMITS, tooLong } from './bounds';
import { ERROR_CODES } from './errors';
import { LOGIN_REQUIRED } from '../auth/messages';

/** The answer shape the specs use for most calls: `{type, data}` with a message. */
export const StatusType = z.enum(['success', 'failed', 'warning']);
export type StatusType = z.infer<typeof StatusType>;

export const Status = z.object({ type: StatusType, data: ContentText });
export type Status = z.infer<typeof Status>;

/**
 * Every error answer: `{type:'failed', data:message, code}` with a 4xx/5xx HTTP status. `code`
 * is the registry's (`ERROR_STATUS`): the web compares it, never the message.
 */
export const Failed = z.object({
  type: z.literal('failed'),
  data: ContentText,
  code: z.enum(ERROR_CODES),
});
export type Failed = z.infer<typeof Failed>;

export const Success = z.object({ type: z.literal('success'), data: ContentText });
export type Success = z.infer<typeof Success>;

/** A session token (JWT) as carried in a body field. */
export const Token = z
  .string({ error: LOGIN_REQUIRED })
  .min(1, LOGIN_REQUIRED)
  .max(TEXT_LIMITS.token, tooLong(TEXT_LIMITS.token));

/** A body that is only the token. */
export const TokenBody = z.object({ token: Token });
export type TokenBody = z.infer<typeof TokenBody>;

/** A required, trimmed, non-empty text with the given message. */
export function requiredText(message: string, max: number = TEXT_LIMITS.subject) {
  return z.string({ error: message }).max(max, tooLong(max)).trim().min(1, message);
}
