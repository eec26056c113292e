import { z } from 'zod';
import { call } from '../core/call';
import { NameText } from '../core/bounds';
import { Token } from '../core/status';
import { CreditLog, CreditLogRequest } from './creditLog';

/** Ours: the admin's credit log, every client or one, filtered by reason and days. */
export const getCreditLog = call('POST', '/api/getCreditLog', CreditLogRequest, CreditLog, {
  note: 'Ours: the spec stores credit changes but shows no way to read them.',
});

/**
 * Ours: the customer dashboard's own movements. Scoped to the caller's client; naming
 * another client is refused (403).
 */
export const getCreditMovements = call(
  'POST',
  '/api/getCreditMovements',
  z.object({ token: Token, client: NameText.optional() }),
  CreditLog,
  { note: "Ours: a customer's own credit movements." },
);
