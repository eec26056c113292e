import { z } from 'zod';
import { command } from '../core/socket';
import { SubjectText } from '../core/bounds';

export const ScopeSeq = z.object({ scope: SubjectText, seq: z.number().int().nonnegative() });
export type ScopeSeq = z.infer<typeof ScopeSeq>;

/**
 * Sent after every (re)connect: the server answers with the scopes (rooms) the token
 * entitled this socket to and each scope's current sequence number, so the client can
 * tell whether it missed pushes while it was away and resync those scopes.
 */
export const hello = command(
  'session.hello',
  z.object({}).strict(),
  z.object({ scopes: z.array(ScopeSeq), serverTime: z.number() }),
);
