import { z } from 'zod';
import { broadcast, pushSchema } from '../core/socket';

/**
 * A send of one exercise's invitations moved on (scope `client:<client>` and the account that
 * ordered it): n of N sent, so a large send shows its progress live.
 */
export const invitationsProgressed = broadcast(
  'invitations.progressed',
  pushSchema(
    z.object({
      exerciseId: z.string().max(64),
      identifier: z.string().max(200),
      total: z.number().int().nonnegative(),
      sent: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      unconfirmed: z.number().int().nonnegative(),
      bounced: z.number().int().nonnegative(),
      held: z.number().int().nonnegative(),
    }),
  ),
);
