import { facilitatorEvents } from '@dojo/protocol';
import type { Publisher } from '../../realtime/publisher';
import type { TimerHandle, WallClock } from '../../core/clock';
import { facilitatorScope } from './facilitator.guard';

type PlayerActivity = facilitatorEvents.PlayerActivity;

/** How long pushes for one exercise are folded together: well inside the 1 s the console allows. */
export const ACTIVITY_WINDOW_MS = 200;

/** The player facts the console follows, by the name the game's domain events use. */
const ACTIVITY_OF = {
  playerWaiting: 'waiting',
  playerJoined: 'joined',
  playerRead: 'read',
  playerAnswered: 'answered',
  playerPosted: 'posted',
} as const satisfies Record<string, PlayerActivity>;
type ActivityEvent = keyof typeof ACTIVITY_OF;

/** Anything that tells what players did (the server's domain-event bus). */
export interface PlayerActivitySource {
  on(name: ActivityEvent, listener: (event: { exerciseId: string }) => void): () => void;
}

interface Window {
  timer: TimerHandle;
  cause: PlayerActivity;
  count: number;
}

/**
 * Tells every console watching an exercise (`facilitator:<exercise>`) that its players moved,
 * so positions and answer counts follow without a poll (docs/facilitator.md "Real time").
 * Activities of one exercise within {@link ACTIVITY_WINDOW_MS} become one push. Players of
 * automated exercises have no console; their pushes go to an empty room and cost nothing.
 */
export function relayPlayerActivity(deps: {
  source: PlayerActivitySource;
  publisher: Pick<Publisher, 'push'>;
  clock: Pick<WallClock, 'setTimer' | 'clearTimer'>;
  windowMs?: number;
}): () => void {
  const windowMs = deps.windowMs ?? ACTIVITY_WINDOW_MS;
  const open = new Map<string, Window>();

  function flush(exerciseId: string): void {
    const window = open.get(exerciseId);
    if (!window) return;
    open.delete(exerciseId);
    deps.publisher.push(facilitatorScope(exerciseId), facilitatorEvents.playersChanged, {
      cause: window.cause,
      count: window.count,
    });
  }

  function record(exerciseId: string, cause: PlayerActivity): void {
    const window = open.get(exerciseId);
    if (window) {
      window.cause = cause;
      window.count += 1;
      return;
    }
    const timer = deps.clock.setTimer(() => flush(exerciseId), windowMs);
    open.set(exerciseId, { timer, cause, count: 1 });
  }

  const stops = (Object.keys(ACTIVITY_OF) as ActivityEvent[]).map((name) =>
    deps.source.on(name, (event) => record(event.exerciseId, ACTIVITY_OF[name])),
  );
  return () => {
    for (const stop of stops) stop();
    for (const window of open.values()) deps.clock.clearTimer(window.timer);
    open.clear();
  };
}
