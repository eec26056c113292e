import { describe, expect, it } from 'vitest';
import { compileScenario } from './compile';
import { answer, email, ids, question, sec, shown, view } from '../testing/engine';

const scenario = compileScenario([
  question(
    '1',
    'option',
    [
      ['Isolate', '2'],
      ['Watch', '3'],
    ],
    { team: 'true', next: '4' },
  ),
  email('2'),
  email('3'),
  email('4'),
  question('5', 'option', [['Yes', '2']], { displayAfter: '1', next: undefined }),
]);

/** Ann and Bob are in team Athena; Cid is in Hades. */
const ann = { player: 'ann', team: 'Athena' };
const bob = { player: 'bob', team: 'Athena' };
const cid = { player: 'cid', team: 'Hades' };

describe('team questions', () => {
  it('count the first team answer for every member of the team', () => {
    const responses = [
      answer('1', 'Watch', sec(20), 'bob', 'Athena'),
      answer('1', 'Isolate', sec(30), 'ann', 'Athena'),
    ];
    for (const member of [ann, bob]) {
      const visible = shown(view(scenario, sec(40), { ...member, responses }), '1');
      expect(visible.response).toMatchObject({ player: 'bob', answer: 'Watch' });
    }
  });

  it('apply the branch the team chose to every member', () => {
    const responses = [answer('1', 'Isolate', sec(20), 'bob', 'Athena')];
    expect(ids(view(scenario, sec(25), { ...ann, responses }))).toEqual(['1', '2']);
    expect(ids(view(scenario, sec(25), { ...bob, responses }))).toEqual(['1', '2']);
  });

  it('ignore answers from another team', () => {
    const responses = [answer('1', 'Isolate', sec(20), 'cid', 'Hades')];
    expect(ids(view(scenario, sec(25), { ...ann, responses }))).toEqual(['1']);
    expect(ids(view(scenario, sec(25), { ...cid, responses }))).toEqual(['1', '2']);
  });

  it("use the player's own answer when the player has no team", () => {
    const responses = [
      answer('1', 'Watch', sec(20), 'bob', 'Athena'),
      answer('1', 'Isolate', sec(30)),
    ];
    expect(ids(view(scenario, sec(35), { player: 'ann', responses }))).toEqual(['1', '2']);
  });

  it('do not share answers to individual questions', () => {
    const responses = [answer('5', 'Yes', sec(61), 'bob', 'Athena')];
    expect(ids(view(scenario, sec(70), { ...ann, responses }))).toEqual(['1', '5']);
    expect(ids(view(scenario, sec(70), { ...bob, responses }))).toEqual(['1', '5', '2']);
  });

  it("branch every member by the answeredAfterMs the team answer stored, whatever each member's clock says", () => {
    const timed = compileScenario([
      email('0', { next: '1', delay: '0' }),
      question('1', 'option', [['A']], {
        team: 'true',
        next: '2',
        delay: '0',
        earlierThan: '30',
        nextIfEarly: '3',
      }),
      email('2'),
      email('3'),
    ]);
    // Bob answered 20 s after it showed to him, on his own clock; on this clock that is 100 s.
    const stamped = answer('1', 'A', sec(100), 'bob', 'Athena');
    const responses = [{ ...stamped, answeredAfterMs: sec(20) }];
    expect(ids(view(timed, sec(100), { ...bob, responses }))).toEqual(['0', '1', '3']);
    expect(ids(view(timed, sec(100), { ...ann, responses }))).toEqual(['0', '1', '3']);
    expect(ids(view(timed, sec(100), { ...ann, responses: [stamped] }))).toEqual(['0', '1', '2']);
  });
});
