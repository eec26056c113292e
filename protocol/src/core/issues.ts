import type { z } from 'zod';

/** The messages of a failed parse, in order: the spec's wording for the rules it states. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}

/** The messages a schema reports for an input; [] when it parses. Handy in tests and forms. */
export function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : issueMessages(result.error);
}
