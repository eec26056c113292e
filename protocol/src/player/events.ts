import { z } from 'zod';
import { broadcast, pushSchema } from '../core/socket';
import { ScenarioEvent } from '../scenarios/event.entities';
import { TeamRef } from '../portal/team';
import { ClockReading } from './entities';
import { TimeSetting } from './adaptations';
import { PLAYER_PUSHES } from './constants';

/**
 * A player's inbox changed (scope `player:<exercise>:<player>`): events that became visible
 * or changed (a team answer, a like) since the previous push of that scope, keyed by id.
 * `full` means `events` is the whole inbox and replaces it (after a reset or a resync).
 */
export const mailChanged = broadcast(
  PLAYER_PUSHES.mailChanged,
  pushSchema(
    z.object({
      events: z.array(ScenarioEvent),
      finished: z.boolean(),
      team: TeamRef,
      full: z.boolean(),
      clock: ClockReading.optional(),
      /** The player's time setting now: a facilitator's live change reaches them here. */
      timeSetting: TimeSetting.optional(),
    }),
  ),
);

/**
 * The exercise was removed (scope `player:<exercise>:<player>`): the player's page shows the
 * not-found screen at once; the server then closes the socket and refuses the link.
 */
export const exerciseRemoved = broadcast(
  PLAYER_PUSHES.exerciseRemoved,
  pushSchema(z.object({ removed: z.literal(true) })),
);

/**
 * The facilitator opened the session (scope `waiting:<exercise>`): a player in its waiting
 * room joins at once with the alias and team they chose.
 */
export const exerciseOpened = broadcast(
  PLAYER_PUSHES.exerciseOpened,
  pushSchema(z.object({ opened: z.literal(true) })),
);
