import { beforeEach, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../testing/manualClock';
import {
  email,
  nextTurn,
  principal,
  settle,
  socket,
  startRunner,
  type FakeSource,
  type Pushed,
} from '../../../testing/runnerFakes';
import { SCOPES_PER_TURN, type ScopeRunner } from './scopeRunner';

let clock: ManualClock;
let source: FakeSource;
let pushes: Pushed[];
let runner: ScopeRunner<string>;
/** Calls of `pushTogether`: one per distinct push of a due moment's shared projection. */
let together: () => number;

beforeEach(() => {
  ({ clock, source, runner, pushes, together } = startRunner());
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
    pushes.length = 0;
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
    pushes.length = 0;
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
    pushes.length = 0;
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

  it('holds no inputs while the clock stands still, and still takes the start together', async () => {
    const ids = ['p1', 'p2', 'p3'];
    for (const id of ids) {
      source.inboxes.set(`ex1:${id}`, { events: [], dueAt: null, team: null });
      source.shareKeys.set(`ex1:${id}`, 'alike');
      await runner.join(socket(principal(id)), principal(id));
    }
    expect(runner.heldInputs()).toBe(0);
    for (const id of ids) {
      source.inboxes.set(`ex1:${id}`, { events: [email('1')], dueAt: dueIn(2_000), team: null });
    }
    source.loadedAt = clock.now();
    pushes.length = 0;
    await runner.exerciseChanged('ex1');
    expect(together()).toBe(1);
    expect(runner.heldInputs()).toBe(3);
    for (const id of ids) {
      source.inboxes.set(`ex1:${id}`, {
        events: [email('1'), email('2')],
        dueAt: null,
        team: null,
      });
    }
    source.reprojectedAt = [];
    clock.advance(2_000);
    await settle();
    expect(source.reprojectedAt).toEqual([clock.now()]);
    expect(pushes.slice(3).map((push) => push.scope)).toEqual(ids.map((id) => `player:ex1:${id}`));
    expect(runner.heldInputs()).toBe(0);
  });

  describe('scopes whose inputs share a key', () => {
    async function joinSharing(ids: string[], dueAt: number, keyOf = (_id: string) => 'alike') {
      for (const id of ids) {
        source.inboxes.set(`ex1:${id}`, { events: [], dueAt, team: null });
        source.shareKeys.set(`ex1:${id}`, keyOf(id));
        await runner.join(socket(principal(id)), principal(id));
      }
      for (const id of ids) {
        source.inboxes.set(`ex1:${id}`, { events: [email('1')], dueAt: dueAt + 5_000, team: null });
      }
      pushes.length = 0;
      source.reprojectedAt = [];
    }

    it('projects them once, pushes them together and arms them on one timer', async () => {
      await joinSharing(['p1', 'p2', 'p3'], dueIn(5_000));
      clock.advance(5_000);
      await settle();
      expect(source.reprojectedAt).toEqual([clock.now()]);
      expect(together()).toBe(1);
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
      expect(together()).toBe(0);
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

    /** How many pushes had gone out at each turn of the event loop, until all of `total`. */
    async function pushesPerTurn(total: number): Promise<number[]> {
      const seen: number[] = [];
      while (pushes.length < total && seen.length < 100) {
        await nextTurn();
        seen.push(pushes.length);
      }
      return seen.map((count, turn) => count - (seen[turn - 1] ?? 0));
    }

    it('pushes a thousand due at once a slice per turn of the event loop, every one in the end', async () => {
      const ids = Array.from({ length: 1_001 }, (_, i) => `p${i}`);
      await joinSharing(ids, dueIn(5_000));
      clock.advance(5_000);
      const perTurn = await pushesPerTurn(1_001);
      expect(perTurn.filter((count) => count > 0)).toEqual([200, 200, 200, 200, 200, 1]);
      expect(source.reprojectedAt).toHaveLength(1);
      expect(runner.stats()).toMatchObject({ scopes: 1_001, timers: 1 });
    });

    it('shares one slice per turn among all the groups due at once', async () => {
      const ids = Array.from({ length: 600 }, (_, i) => `p${i}`);
      // Six views (six share keys) of a hundred players each.
      await joinSharing(ids, dueIn(5_000), (id) => `team${Number(id.slice(1)) % 6}`);
      clock.advance(5_000);
      const perTurn = await pushesPerTurn(600);
      expect(source.reprojectedAt).toHaveLength(6);
      expect(Math.max(...perTurn)).toBe(SCOPES_PER_TURN);
      expect(perTurn.reduce((sum, count) => sum + count, 0)).toBe(600);
    });

    it('pushes nothing in the turn of the timer that fired: other timers due then run first', async () => {
      await joinSharing(['p1', 'p2'], dueIn(5_000));
      // As in the server: the due moment comes from a timer's callback, and a timer due at
      // the same time (the loop's monitor, a request's timeout) runs right after it.
      const sameTurn = await new Promise<number>((resolve) => {
        setTimeout(() => clock.advance(5_000), 0);
        setTimeout(() => resolve(pushes.length), 0);
      });
      expect(sameTurn).toBe(0);
      await settle();
      expect(pushes).toHaveLength(2);
    });

    it('takes a change to the whole exercise together, and closes a player who is gone', async () => {
      const tabs = ['p1', 'p2', 'p3'].map((id) => socket(principal(id)));
      await joinSharing(['p1', 'p2', 'p3'], dueIn(5_000));
      for (const [i, id] of ['p1', 'p2', 'p3'].entries()) {
        await runner.join(tabs[i]!, principal(id));
      }
      pushes.length = 0;
      for (const id of ['p1', 'p2']) source.inboxes.get(`ex1:${id}`)!.events.push(email('2'));
      source.inboxes.delete('ex1:p3');
      source.loadedAt = clock.now();
      await runner.exerciseChanged('ex1');
      expect(together()).toBe(1);
      expect(pushes.map((push) => push.scope)).toEqual(['player:ex1:p1', 'player:ex1:p2']);
      expect(pushes[0]?.shared).toEqual({ key: expect.any(String), at: source.loadedAt });
      expect(tabs.map((tab) => tab.closed)).toEqual([false, false, true]);
      expect(runner.stats()).toMatchObject({ scopes: 2, timers: 1 });
    });
  });
});
