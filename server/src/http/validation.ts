import type { z } from 'zod';
import { AppError } from '../errors';

export interface FieldIssue {
  field: string;
  message: string;
}

/** A request that fails its schema: 400 with the first issue as the message, all issues listed. */
export class ValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super('invalid_request', issues[0]?.message ?? 'The request is not valid.');
  }

  static fromZod(error: z.ZodError): ValidationError {
    return new ValidationError(
      error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  }
}

/** Parses input with a schema or throws a ValidationError: the one way inputs are checked. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}
