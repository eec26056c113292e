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
  'timeSettingChanged',
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

/** What a player just did that moves them on the console. */
export const PlayerActivity = z.enum(['waiting', 'joined', 'read', 'answered', 'posted']);
export type PlayerActivity = z.infer<typeof PlayerActivity>;

/**
 * A player of the exercise entered or left the waiting room, joined, read, answered or posted (scope `facilitator:<exercise>`):
 * the console re-reads positions and counts (getFacilitatorEvents) at once. Pushes for one
 * exercise are coalesced on the server, so a burst of answers costs one re-read per window.
 */
export const playersChanged = broadcast(
  'facilitator.playersChanged',
  pushSchema(
    z.object({
      /** The last activity in the window. */
      cause: PlayerActivity,
      /** How many activities the window folded into this push. */
      count: z.number().int().positive(),
    }),
  ),
);
