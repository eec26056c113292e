import { beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { ScenarioEvent } from '@dojo/protocol';
import type { PlayerPrincipal } from '../../../core/principal';
import { ManualClock } from '../../../testing/manualClock';
import type { Loaded, PlayerView, PlayerViewSource } from './playerView';
import { entriesOf } from './inboxDiff';
import { ScopeRunner, type RunnerSocket } from './scopeRunner';

interface Pushed {
  scope: string;
  data: { events: ScenarioEvent[]; full: boolean; finished: boolean };
  /** Present when the push was projected at a shared due instant. */
  shared?: { key: string; at: number };
}

/** A player whose inbox is a list the test edits; `dueAt` is when the next event arrives. */
class FakeSource implements PlayerViewSource<string> {
  inboxes = new Map<
    string,
    { events: ScenarioEvent[]; dueAt: number | null; team: string | null; finished?: boolean }
  >();
  /** Inputs named alike project alike (`shareKey`); unnamed inputs are each their own. */
  shareKeys = new Map<string, string>();
  projections = 0;
  released: string[] = [];

  loads = 0;
  /** The instant a shared load (`views`) says its views were projected for. */
  loadedAt = 0;

  async view(exerciseId: string, playerId: string): Promise<Loaded<string> | null> {
    this.loads += 1;
    const key = `${exerciseId}:${playerId}`;
    const view = this.current(key);
    return view && { view, inputs: key };
  }

  async views(exerciseId: string, playerIds: readonly string[]) {
    this.loads += 1;
    const views = new Map<string, Loaded<string>>();
    for (const playerId of playerIds) {
      const key = `${exerciseId}:${playerId}`;
      const view = this.current(key);
      if (view) views.set(playerId, { view, inputs: key, at: this.loadedAt });
    }
    return views;
  }

  /** The instant each re-projection was asked for (undefined: now). */
  reprojectedAt: (number | undefined)[] = [];

  async reproject(key: string, at?: number): Promise<PlayerView> {
    this.reprojectedAt.push(at);
    const view = this.current(key);
    if (!view) throw new Error(`${key} is gone`);
    return view;
  }

  shareKey(key: string): string | null {
    return this.shareKeys.get(key) ?? null;
  }

  private current(key: string): PlayerView | null {
    this.projections += 1;
    const inbox = this.inboxes.get(key);
    if (!inbox) return null;
    return {
      entries: entriesOf(inbox.events),
      finished: inbox.finished ?? false,
      team: inbox.team ?? -1,
      teamName: inbox.team,
      clock: { gameTime: 0, running: true },
      timeSetting: 'standard',
      nextChangeAt: inbox.dueAt,
    };
  }

  release(exerciseId: string): void {
    this.released.push(exerciseId);
  }
}

function principal(playerId: string, team: string | null = null): PlayerPrincipal {
  return { kind: 'player', user: `${playerId}@acme.test`, exerciseId: 'ex1', playerId, team };
}

function socket(player: PlayerPrincipal): RunnerSocket & { rooms: Set<string>; closed: boolean } {
  const rooms = new Set<string>();
  const fake = {
    rooms,
    closed: false,
    data: { principal: player, scopes: [] as string[] },
    join: (room: string | string[]) => void [room].flat().forEach((r) => rooms.add(r)),
    leave: (room: string) => void rooms.delete(room),
    disconnect() {
      fake.closed = true;
      return fake;
    },
  };
  return fake as unknown as RunnerSocket & { rooms: Set<string>; closed: boolean };
}

let clock: ManualClock;
let source: FakeSource;
let pushes: Pushed[];
let runner: ScopeRunner<string>;
/** Calls of `pushTogether`: one per distinct push of a due moment's shared projection. */
let together: number;

beforeEach(() => {
  together = 0;
  clock = new ManualClock();
  source = new FakeSource();
  pushes = [];
  const publisher = {
    push: (scope: string, _def: unknown, data: Pushed['data'], shared?: Pushed['shared']) => {
      pushes.push({ scope, data, ...(shared ? { shared } : {}) });
      return { scope, seq: pushes.length, serverTime: clock.now(), data };
    },
    pushTogether: (
      scopes: string[],
      _def: unknown,
      data: Pushed['data'],
      key: string | null,
      at: number,
    ) => {
      together += 1;
      for (const scope of scopes)
        pushes.push({ scope, data, ...(key ? { shared: { key, at } } : {}) });
    },
  };
  runner = new ScopeRunner({
    source,
    publisher: publisher as never,
    clock,
    logger: pino({ level: 'silent' }),
  });
});

const email = (id: string, subject = `Event ${id}`): ScenarioEvent => ({ id, subject });

/** Lets the runner's promise chains settle after a timer fired. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ScopeRunner', () => {
  it('pushes the whole inbox to a socket that joins', async () => {
    source.inboxes.set('ex1:p1', { events: [email('1')], dueAt: null, team: null });
    await runner.join(socket(principal('p1')), principal('p1'));
    expect(pushes).toEqual([
      {
        scope: 'player:ex1:p1',
        data: expect.objectContaining({ events: [email('1')], full: true }),
      },
    ]);
  });

  it('pushes only the new event when a timed event falls due, by itself', async () => {
    const inbox = {
      events: [email('1')],
      dueAt: (clock.now() + 60_000) as number | null,
      team: null,
    };
    source.inboxes.set('ex1:p1', inbox);
    await runner.join(socket(principal('p1')), principal('p1'));
    inbox.events = [email('1'), email('2')];
    inbox.dueAt = null;
    clock.advance(59_999);
    await settle();
    expect(pushes).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(pushes[1]?.data).toMatchObject({ events: [email('2')], full: false });
    expect(runner.stats().timers).toBe(0);
  });

  it('keeps one scope and one timer for a player with two tabs, and disarms after the last', async () => {
    source.inboxes.set('ex1:p1', { events: [], dueAt: clock.now() + 5_000, team: null });
    const first = socket(principal('p1'));
    const second = socket(principal('p1'));
    await runner.join(first, principal('p1'));
    await runner.join(second, principal('p1'));
    expect(runner.stats()).toEqual({ scopes: 1, timers: 1, exercises: 1 });
    expect(clock.armed).toBe(1);
    runner.leave(first);
    expect(runner.stats().timers).toBe(1);
    runner.leave(second);
    expect(runner.stats()).toEqual({ scopes: 0, timers: 0, exercises: 0 });
    expect(clock.armed).toBe(0);
    expect(source.released).toEqual(['ex1']);
  });

  it('pushes nothing when an invalidation changes nothing the player sees', async () => {
    source.inboxes.set('ex1:p1', { events: [email('1')], dueAt: null, team: null });
    await runner.join(socket(principal('p1')), principal('p1'));
    await runner.playerChanged('ex1', 'p1');
    expect(pushes).toHaveLength(1);
  });

  it('replaces the inbox (full) when an event the client holds is gone after a reset', async () => {
    const inbox = { events: [email('1'), email('2')], dueAt: null, team: null };
    source.inboxes.set('ex1:p1', inbox);
    await runner.join(socket(principal('p1')), principal('p1'));
    inbox.events = [email('1')];
    await runner.exerciseChanged('ex1');
    expect(pushes[1]?.data).toMatchObject({ events: [email('1')], full: true });
  });

  it('re-projects every connected member of a team, and nobody else', async () => {
    for (const [id, team] of [
      ['p1', 'Athena'],
      ['p2', 'Athena'],
      ['p3', 'Hades'],
    ] as const) {
      source.inboxes.set(`ex1:${id}`, { events: [email('1')], dueAt: null, team });
      await runner.join(socket(principal(id, team)), principal(id, team));
    }
    for (const id of ['p1', 'p2', 'p3']) {
      source.inboxes.get(`ex1:${id}`)!.events = [email('1', 'Answered by the team')];
    }
    pushes = [];
    await runner.teamChanged('ex1', 'Athena');
    expect(pushes.map((push) => push.scope).sort()).toEqual(['player:ex1:p1', 'player:ex1:p2']);
  });

  it('folds writes arriving during a projection into one more projection', async () => {
    source.inboxes.set('ex1:p1', { events: [email('1')], dueAt: null, team: null });
    await runner.join(socket(principal('p1')), principal('p1'));
    const before = source.projections;
    await Promise.all([1, 2, 3, 4].map(() => runner.playerChanged('ex1', 'p1')));
    expect(source.projections - before).toBe(2);
  });

  it('moves the sockets into the new team room when the facilitator changes the team', async () => {
    const inbox = { events: [], dueAt: null, team: 'Athena' as string | null };
    source.inboxes.set('ex1:p1', inbox);
    const tab = socket(principal('p1', 'Athena'));
    tab.rooms.add('team:ex1:Athena');
    tab.data.scopes = ['player:ex1:p1', 'team:ex1:Athena'];
    await runner.join(tab, principal('p1', 'Athena'));
    inbox.team = 'Hades';
    await runner.playerChanged('ex1', 'p1');
    expect([...tab.rooms]).toEqual(['team:ex1:Hades']);
    expect(tab.data.scopes).toEqual(['player:ex1:p1', 'team:ex1:Hades']);
    await runner.teamChanged('ex1', 'Hades');
    expect(pushes.at(-1)?.data).toMatchObject({ team: 'Hades' });
  });

  it('closes the sockets of a player that no longer exists', async () => {
    source.inboxes.set('ex1:p1', { events: [], dueAt: null, team: null });
    const tab = socket(principal('p1'));
    await runner.join(tab, principal('p1'));
    source.inboxes.delete('ex1:p1');
    await runner.exerciseChanged('ex1');
    expect(tab.closed).toBe(true);
    expect(runner.stats().scopes).toBe(0);
  });

  it('tells every player of a removed exercise at once, then closes their sockets', async () => {
    source.inboxes.set('ex1:p1', { events: [email('1')], dueAt: 60_000, team: null });
    source.inboxes.set('ex1:p2', { events: [], dueAt: null, team: null });
    const tabs = [socket(principal('p1')), socket(principal('p2'))];
    await runner.join(tabs[0]!, principal('p1'));
    await runner.join(tabs[1]!, principal('p2'));
    pushes = [];
    const loadsBefore = source.loads;
    runner.exerciseRemoved('ex1');
    expect(pushes).toEqual([
      { scope: 'player:ex1:p1', data: { removed: true } },
      { scope: 'player:ex1:p2', data: { removed: true } },
    ]);
    expect(tabs.map((tab) => tab.closed)).toEqual([true, true]);
    expect(source.loads).toBe(loadsBefore);
    expect(runner.stats()).toEqual({ scopes: 0, timers: 0, exercises: 0 });
    expect(source.released).toEqual(['ex1']);
  });

  it('does no work for exercises nobody here is connected to', async () => {
    await runner.exerciseChanged('elsewhere');
    await runner.playerChanged('elsewhere', 'p9');
    expect(source.projections).toBe(0);
  });
});

describe('ScopeRunner at a due moment shared by many players', () => {
  const dueIn = (ms: number) => clock.now() + ms;

  it('arms one timer for every scope of an exercise due at the same instant', async () => {
    for (const id of ['p1', 'p2', 'p3']) {
      source.inboxes.set(`ex1:${id}`, { events: [], dueAt: dueIn(5_000), team: null });
      await runner.join(socket(principal(id)), principal(id));
    }
    source.inboxes.set('ex1:p4', { events: [], dueAt: dueIn(6_000), team: null });
    await runner.join(socket(principal('p4')), principal('p4'));
    expect(runner.stats()).toMatchObject({ scopes: 4, timers: 2 });
  });

  it('projects them for the instant the timer fired, with one share key for equal data', async () => {
    for (const id of ['p1', 'p2']) {
      source.inboxes.set(`ex1:${id}`, { events: [], dueAt: dueIn(5_000), team: 'Athena' });
      await runner.join(socket(principal(id, 'Athena')), principal(id, 'Athena'));
    }
    for (const id of ['p1', 'p2']) {
      source.inboxes.set(`ex1:${id}`, { events: [email('1')], dueAt: null, team: 'Athena' });
    }
    pushes = [];
    clock.advance(5_000);
    await settle();
    const [first, second] = pushes;
    expect(pushes.map((push) => push.scope).sort()).toEqual(['player:ex1:p1', 'player:ex1:p2']);
    expect(first?.shared).toEqual({ key: expect.any(String), at: clock.now() });
    expect(second?.shared).toEqual(first?.shared);
  });

  it('gives a player whose view differs a key of their own', async () => {
    for (const id of ['p1', 'p2']) {
      source.inboxes.set(`ex1:${id}`, { events: [], dueAt: dueIn(5_000), team: null });
      await runner.join(socket(principal(id)), principal(id));
    }
    source.inboxes.set('ex1:p1', { events: [email('1')], dueAt: null, team: null });
    source.inboxes.set('ex1:p2', { events: [email('1', 'Answered')], dueAt: null, team: null });
    pushes = [];
    clock.advance(5_000);
    await settle();
    const keys = new Set(pushes.map((push) => push.shared?.key));
    expect(pushes).toHaveLength(2);
    expect(keys.size).toBe(2);
  });

  it('projects a due instant overtaken by a write at now, never at the older instant', async () => {
    source.inboxes.set('ex1:p1', { events: [], dueAt: dueIn(5_000), team: null });
    await runner.join(socket(principal('p1')), principal('p1'));
    const write = runner.playerChanged('ex1', 'p1');
    clock.advance(5_000);
    clock.advance(1);
    await write;
    await settle();
    expect(source.reprojectedAt).toEqual([undefined]);
  });

  it('lets the scopes of one shared load (a change to the whole exercise) share their pushes', async () => {
    for (const id of ['p1', 'p2']) {
      source.inboxes.set(`ex1:${id}`, { events: [], dueAt: null, team: null });
      await runner.join(socket(principal(id)), principal(id));
      source.inboxes.set(`ex1:${id}`, { events: [email('1')], dueAt: null, team: null });
    }
    source.loadedAt = clock.now();
    pushes = [];
    await runner.exerciseChanged('ex1');
    expect(pushes).toHaveLength(2);
    expect(pushes[0]?.shared).toEqual({ key: expect.any(String), at: source.loadedAt });
    expect(pushes[1]?.shared).toEqual(pushes[0]?.shared);
  });

  it('shares nothing for pushes that follow a write: those are projected from a fresh load', async () => {
    source.inboxes.set('ex1:p1', { events: [], dueAt: null, team: null });
    await runner.join(socket(principal('p1')), principal('p1'));
    source.inboxes.set('ex1:p1', { events: [email('1')], dueAt: null, team: null });
    await runner.playerChanged('ex1', 'p1');
    expect(pushes.at(-1)).not.toHaveProperty('shared');
  });

  describe('scopes whose inputs share a key', () => {
    async function joinSharing(ids: string[], dueAt: number) {
      for (const id of ids) {
        source.inboxes.set(`ex1:${id}`, { events: [], dueAt, team: null });
        source.shareKeys.set(`ex1:${id}`, 'alike');
        await runner.join(socket(principal(id)), principal(id));
      }
      for (const id of ids) {
        source.inboxes.set(`ex1:${id}`, { events: [email('1')], dueAt: dueAt + 5_000, team: null });
      }
      pushes = [];
      source.reprojectedAt = [];
    }

    it('projects them once, pushes them together and arms them on one timer', async () => {
      await joinSharing(['p1', 'p2', 'p3'], dueIn(5_000));
      clock.advance(5_000);
      await settle();
      expect(source.reprojectedAt).toEqual([clock.now()]);
      expect(together).toBe(1);
      expect(pushes.map((push) => push.scope)).toEqual([
        'player:ex1:p1',
        'player:ex1:p2',
        'player:ex1:p3',
      ]);
      expect(new Set(pushes.map((push) => JSON.stringify(push.shared))).size).toBe(1);
      expect(pushes[0]?.data).toMatchObject({ events: [email('1')], full: false });
      expect(runner.stats()).toMatchObject({ scopes: 3, timers: 1 });
    });

    it('projects a write that comes in meanwhile after it, and whoever waits waits for that', async () => {
      await joinSharing(['p1', 'p2'], dueIn(5_000));
      clock.advance(5_000);
      source.inboxes.get('ex1:p1')!.events = [email('1'), email('2')];
      await runner.playerChanged('ex1', 'p1');
      expect(pushes.map((push) => push.scope)).toEqual([
        'player:ex1:p1',
        'player:ex1:p2',
        'player:ex1:p1',
      ]);
      expect(pushes[2]).not.toHaveProperty('shared');
      expect(pushes[2]?.data).toMatchObject({ events: [email('2')] });
    });

    it('projects each player alone once the view is finished (each records their own end)', async () => {
      await joinSharing(['p1', 'p2'], dueIn(5_000));
      for (const id of ['p1', 'p2']) source.inboxes.get(`ex1:${id}`)!.finished = true;
      clock.advance(5_000);
      await settle();
      expect(source.reprojectedAt).toEqual([clock.now(), clock.now(), clock.now()]);
      expect(together).toBe(0);
      expect(pushes.map((push) => push.data.finished)).toEqual([true, true]);
    });

    it('lets each player fail and retry alone when the shared projection fails', async () => {
      await joinSharing(['p1', 'p2'], dueIn(5_000));
      source.inboxes.clear();
      clock.advance(5_000);
      await settle();
      expect(source.reprojectedAt).toHaveLength(3);
      expect(pushes).toEqual([]);
      expect(runner.stats()).toMatchObject({ scopes: 2, timers: 1 });
    });

    it('pushes a thousand due at once a slice per turn of the event loop, every one in the end', async () => {
      const ids = Array.from({ length: 1_001 }, (_, i) => `p${i}`);
      await joinSharing(ids, dueIn(5_000));
      clock.advance(5_000);
      await settle();
      expect(pushes).toHaveLength(500);
      await settle();
      await settle();
      expect(pushes).toHaveLength(1_001);
      expect(source.reprojectedAt).toHaveLength(1);
      expect(runner.stats()).toMatchObject({ scopes: 1_001, timers: 1 });
    });

    it('takes a change to the whole exercise together, and closes a player who is gone', async () => {
      const tabs = ['p1', 'p2', 'p3'].map((id) => socket(principal(id)));
      await joinSharing(['p1', 'p2', 'p3'], dueIn(5_000));
      for (const [i, id] of ['p1', 'p2', 'p3'].entries()) {
        await runner.join(tabs[i]!, principal(id));
      }
      pushes = [];
      for (const id of ['p1', 'p2']) source.inboxes.get(`ex1:${id}`)!.events.push(email('2'));
      source.inboxes.delete('ex1:p3');
      source.loadedAt = clock.now();
      await runner.exerciseChanged('ex1');
      expect(together).toBe(1);
      expect(pushes.map((push) => push.scope)).toEqual(['player:ex1:p1', 'player:ex1:p2']);
      expect(pushes[0]?.shared).toEqual({ key: expect.any(String), at: source.loadedAt });
      expect(tabs.map((tab) => tab.closed)).toEqual([false, false, true]);
      expect(runner.stats()).toMatchObject({ scopes: 2, timers: 1 });
    });
  });
});
