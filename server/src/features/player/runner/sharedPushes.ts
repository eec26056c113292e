import type { InboxDelta } from './inboxDiff';
import type { PlayerView } from './playerView';
import { sharedDataKey } from './sharedDataKey';

/** What a push says beside the events: a change to it alone is pushed too. */
export interface Header {
  finished: boolean;
  team: PlayerView['team'];
  running: boolean;
  timeSetting: PlayerView['timeSetting'];
}

export function headerOf(view: PlayerView): Header {
  const { finished, team, timeSetting } = view;
  return { finished, team, running: view.clock.running, timeSetting };
}

/** A `mail.changed` push's data: the delta's events and the view's state. */
export function pushData(view: PlayerView, delta: InboxDelta) {
  return {
    events: delta.events,
    finished: view.finished,
    team: view.team,
    full: delta.full,
    clock: view.clock,
    timeSetting: view.timeSetting,
  };
}

/**
 * The pushes of one shared projection: scopes whose data is equal (one key) are pushed
 * together, whether or not they held the same record of what was sent before.
 */
export class SharedPushes {
  private readonly deltas = new Map<InboxDelta, { data: PushData; key: string | null }>();
  private readonly byKey = new Map<string, { rooms: string[]; data: PushData; key: string }>();
  private readonly own: { rooms: string[]; data: PushData; key: null }[] = [];

  constructor(private readonly exerciseId: string) {}

  add(room: string, view: PlayerView, delta: InboxDelta): void {
    let made = this.deltas.get(delta);
    if (!made) {
      const data = pushData(view, delta);
      made = { data, key: sharedDataKey(this.exerciseId, data, delta.keys) };
      this.deltas.set(delta, made);
    }
    const { data, key } = made;
    if (key === null) return void this.own.push({ rooms: [room], data, key });
    const same = this.byKey.get(key);
    if (same) same.rooms.push(room);
    else this.byKey.set(key, { rooms: [room], data, key });
  }

  all() {
    return [...this.byKey.values(), ...this.own];
  }
}

type PushData = ReturnType<typeof pushData>;

export function sameHeader(a: Header | null, b: Header): boolean {
  return (
    a !== null &&
    a.finished === b.finished &&
    a.team === b.team &&
    a.running === b.running &&
    a.timeSetting === b.timeSetting
  );
}
