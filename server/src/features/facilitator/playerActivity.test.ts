import { describe, expect, it } from 'vitest';
import { Publisher } from '../../realtime/publisher';
import { ManualClock } from '../../testing/manualClock';
import {
  ACTIVITY_WINDOW_MS,
  relayPlayerActivity,
  type PlayerActivitySource,
} from './playerActivity';

type Listener = (event: { exerciseId: string }) => void;

function rig() {
  const listeners = new Map<string, Listener[]>();
  const source: PlayerActivitySource = {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return () =>
        listeners.set(
          name,
          (listeners.get(name) ?? []).filter((l) => l !== listener),
        );
    },
  };
  const clock = new ManualClock();
  const publisher = new Publisher(clock);
  const pushed: { scope: string; data: unknown }[] = [];
  const push = publisher.push.bind(publisher);
  publisher.push = (scope, def, data) => {
    pushed.push({ scope, data });
    return push(scope, def, data);
  };
  const emit = (name: string, exerciseId: string) =>
    (listeners.get(name) ?? []).forEach((listener) => listener({ exerciseId }));
  const stop = relayPlayerActivity({ source, publisher, clock });
  return { clock, pushed, emit, stop, listeners };
}

describe('relayPlayerActivity', () => {
  it("pushes facilitator.playersChanged to the exercise's console room after an answer", () => {
    const { clock, pushed, emit } = rig();
    emit('playerAnswered', 'ex1');
    expect(pushed).toEqual([]);
    clock.advance(ACTIVITY_WINDOW_MS);
    expect(pushed).toEqual([{ scope: 'facilitator:ex1', data: { cause: 'answered', count: 1 } }]);
  });

  it('folds a burst of joins, reads and answers of one exercise into one push', () => {
    const { clock, pushed, emit } = rig();
    emit('playerJoined', 'ex1');
    emit('playerRead', 'ex1');
    emit('playerPosted', 'ex1');
    emit('playerRead', 'ex2');
    clock.advance(ACTIVITY_WINDOW_MS);
    expect(pushed).toEqual([
      { scope: 'facilitator:ex1', data: { cause: 'posted', count: 3 } },
      { scope: 'facilitator:ex2', data: { cause: 'read', count: 1 } },
    ]);
  });

  it('opens a new window after a push, and stops listening when stopped', () => {
    const { clock, pushed, emit, stop, listeners } = rig();
    emit('playerJoined', 'ex1');
    clock.advance(ACTIVITY_WINDOW_MS);
    emit('playerAnswered', 'ex1');
    clock.advance(ACTIVITY_WINDOW_MS);
    expect(pushed.map((push) => push.data)).toEqual([
      { cause: 'joined', count: 1 },
      { cause: 'answered', count: 1 },
    ]);
    emit('playerAnswered', 'ex1');
    stop();
    clock.advance(ACTIVITY_WINDOW_MS);
    expect(pushed).toHaveLength(2);
    expect([...listeners.values()].flat()).toEqual([]);
  });
});
