import { z } from 'zod';
import { broadcast, pushSchema } from '../core/socket';
import { PausedState } from './entities';

/** What the facilitator (or a reset) just changed. */
export const FacilitatorChange = z.enum([
  'opened',
  'started',
  'paused',
  'resumed',
  'pushed',
  'eventSent',
  'teamChanged',
  'reset',
]);
export type FacilitatorChange = z.infer<typeof FacilitatorChange>;

/**
 * The facilitated exercise's state changed (scope `facilitator:<exercise>`): every console
 * watching it updates its banners and controls at once, then re-reads the positions
 * (getFacilitatorEvents) instead of waiting for the 5 s poll.
 */
export const statusChanged = broadcast(
  'facilitator.statusChanged',
  pushSchema(
    z.object({
      change: FacilitatorChange,
      paused: PausedState,
      open: z.boolean(),
      /** Game time after the change, ms. */
      gameTime: z.number().int().nonnegative(),
    }),
  ),
);
