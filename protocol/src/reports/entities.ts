import { z } from 'zod';
import { ScenarioEvent } from '../scenarios/event.entities';

/** The longest replay: a game lasts about 90 minutes; a slow player may take far longer. */
export const REPLAY_MAX_MINUTES = 24 * 60;

/** One player's inbox at one minute of their game, as the game projected it then. */
export const Replay = z.object({
  player: z.string().max(200),
  team: z.string().max(200).nullable(),
  minute: z.number().int().nonnegative(),
  /** Whole minutes the player's game has run so far (the replay slider's end). */
  minutes: z.number().int().nonnegative(),
  /** Every event visible at that minute, with the answer that counted then. */
  events: z.array(ScenarioEvent).max(10_000),
  /** The run had ended ('/0' or '/1') by that minute. */
  finished: z.boolean(),
});
export type Replay = z.infer<typeof Replay>;
