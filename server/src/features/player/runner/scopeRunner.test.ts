import { beforeEach, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../testing/manualClock';
import {
  email,
  principal,
  settle,
  socket,
  startRunner,
  type FakeSource,
  type Pushed,
} from '../../../testing/runnerFakes';
import type { ScopeRunner } from './scopeRunner';

let clock: ManualClock;
let source: FakeSource;
let pushes: Pushed[];
let runner: ScopeRunner<string>;

beforeEach(() => {
  ({ clock, source, runner, pushes } = startRunner());
});

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
    pushes.length = 0;
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
    pushes.length = 0;
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
