import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody } from '../core/status';
import { IdText, SubjectText } from '../core/bounds';
import { IsoDate } from '../core/legacy';

const NOTE = 'Not in the specs; decided in docs/auth.md, "Sessions".';

/** The most sessions one account lists (the newest first); older ones still end with the rest. */
export const SESSIONS_LISTED = 50;

/** One signed-in session of the account (docs/auth.md, "Sessions"). */
export const SignedInSession = z.object({
  /** The session's own id (its token's `jti`): the call that ends it names it. */
  id: IdText,
  /** The browser and system, read from the user agent ("Chrome 131 on Linux"). */
  device: SubjectText,
  /** The address it signed in from (as the server sees it, docs/security.md). */
  address: SubjectText,
  signedInAt: IsoDate,
  lastSeenAt: IsoDate,
  /** The session that asks. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof SignedInSession>;

/** Ours: the caller's own sessions, the newest first. */
export const listSessions = call(
  'POST',
  '/api/listSessions',
  TokenBody,
  z.object({
    type: z.literal('success'),
    sessions: z.array(SignedInSession).max(SESSIONS_LISTED),
  }),
  { note: NOTE },
);

/** Ours: ends one of the caller's sessions; its sockets close at once. */
export const endSession = call(
  'POST',
  '/api/endSession',
  z.object({ token: Token, session: IdText.min(1) }),
  Status,
  { note: NOTE },
);
