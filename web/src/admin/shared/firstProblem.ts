import { messagesFor } from '@dojo/protocol';

/**
 * The first message the protocol's request schema gives for `body`: the server checks the
 * same schema, so a mistake shows at once with the same wording (docs/admin.md).
 */
export function firstProblem(
  schema: Parameters<typeof messagesFor>[0],
  body: unknown,
): string | null {
  return messagesFor(schema, body)[0] ?? null;
}
