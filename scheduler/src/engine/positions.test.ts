import { describe, expect, it } from 'vitest';
import { compileScenario } from './compile';
import { groupBySubject, playerPositions, positionLabel } from './positions';
import { answer, email, min, question, sec, view } from '../testing/engine';

const scenario = compileScenario([
  email('1', { subject: 'Welcome', next: '2', delay: '90' }),
  question('2', 'option', [['A', '3']], { subject: 'Decide', next: -1 }),
  email('3', { subject: 'Wrap-up', next: '/0', delay: '30' }),
]);

const positionsAt = (seconds: number) => {
  const [ann, bob] = playerPositions([
    { player: 'ann', projection: view(scenario, sec(seconds)) },
    {
      player: 'bob',
      projection: view(scenario, sec(seconds), {
        player: 'bob',
        responses: [answer('2', 'A', sec(100), 'bob')],
      }),
    },
  ]);
  if (!ann || !bob) throw new Error('two positions expected');
  return [ann, bob] as const;
};

describe('player positions', () => {
  it("give each player's next hidden event and when it is due", () => {
    const [ann] = positionsAt(10);
    expect(ann.last?.event.subject).toBe('Welcome');
    expect(ann.next).toMatchObject({ event: { subject: 'Decide' }, displayAt: sec(90) });
    expect(ann.finished).toBe(false);
  });

  it('name the open question when nothing is scheduled until the player answers', () => {
    const [ann] = positionsAt(200);
    expect(ann).toMatchObject({ next: null, awaiting: { event: { subject: 'Decide' } } });
    expect(positionLabel(ann, sec(200), false)).toBe('==> Awaiting an answer to Decide');
  });

  it('show the scheduled end when nothing else comes first', () => {
    const [, bob] = positionsAt(110);
    expect(bob.ending).toEqual({ kind: 'end', at: sec(135) });
    expect(positionLabel(bob, sec(110), false)).toBe('==> End of the exercise (<1m)');
  });

  it('mark a player finished once the run ended or nothing is left to show or answer', () => {
    const [, bob] = positionsAt(135);
    expect(bob.finished).toBe(true);
    const ranOut = playerPositions([{ player: 'cid', projection: view([email('1')], min(1)) }]);
    expect(ranOut[0]?.finished).toBe(true);
  });

  it('group players by the subject they received last', () => {
    const groups = groupBySubject([...positionsAt(106)]);
    expect(groups.map((g) => [g.subject, g.players.map((p) => p.player)])).toEqual([
      ['Decide', ['ann']],
      ['Wrap-up', ['bob']],
    ]);
  });
});

describe('positionLabel', () => {
  const [ann] = positionsAt(10);

  it('shows the next subject with the whole minutes left', () => {
    expect(positionLabel(ann, sec(10), false)).toBe('==> Decide (1m)');
    const later = [email('1', { next: '2', delay: '300' }), email('2', { subject: 'Later' })];
    const [cid] = playerPositions([{ player: 'cid', projection: view(later, sec(1)) }]);
    expect(cid && positionLabel(cid, sec(1), false)).toBe('==> Later (4m)');
  });

  it('shows <1m under a minute', () => {
    expect(positionLabel(ann, sec(31), false)).toBe('==> Decide (<1m)');
  });

  it('shows Updating once the due time passed but the projection has not caught up', () => {
    expect(positionLabel(ann, sec(90), false)).toBe('Updating');
  });

  it('shows PAUSED while paused and Finished when finished', () => {
    expect(positionLabel(ann, sec(10), true)).toBe('PAUSED');
    const [, bob] = positionsAt(200);
    expect(positionLabel(bob, sec(200), false)).toBe('Completed');
  });

  it("keep a player's place in the scenario when an ad-hoc event reaches them, and name both", () => {
    const adHoc = email('adhoc-1', { subject: 'Stand-up in 5', next: -1 });
    const [ann] = playerPositions([
      {
        player: 'ann',
        projection: view(scenario, sec(60), { adHocEvents: [{ event: adHoc, sentAt: sec(30) }] }),
      },
    ]);
    expect(ann?.last?.event.subject).toBe('Welcome');
    expect(ann?.lastAdHoc?.event.subject).toBe('Stand-up in 5');
    expect(groupBySubject(ann ? [ann] : []).map((group) => group.subject)).toEqual(['Welcome']);
  });

  it('forget the ad-hoc event once a later scenario event reached the player', () => {
    const adHoc = email('adhoc-1', { subject: 'Stand-up in 5', next: -1 });
    const [ann] = playerPositions([
      {
        player: 'ann',
        projection: view(scenario, sec(100), { adHocEvents: [{ event: adHoc, sentAt: sec(30) }] }),
      },
    ]);
    expect(ann?.last?.event.subject).toBe('Decide');
    expect(ann?.lastAdHoc).toBeNull();
  });
});
