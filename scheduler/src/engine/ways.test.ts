import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { generatedScenario } from '../testing/scenarios';
import { answerText } from './answers';
import { answerChoices } from './choices';
import { compileScenario, type CompiledEvent } from './compile';
import { email, question, sec } from '../testing/engine';
import { step } from './walk';
import { waysOn, type Way } from './ways';

const CAP = sec(120);
const waysOf = (event: CompiledEvent) =>
  waysOn(event, CAP).map((way) => ({
    by: way.by,
    to: way.target?.kind === 'event' ? way.target.index : (way.target?.kind ?? 'nothing'),
    ...(way.option ? { option: way.option } : {}),
    from: way.soonest.afterMs / 1000,
    until: way.latest.afterMs / 1000,
    best: way.best.mark,
  }));

describe('waysOn', () => {
  const demo = compileScenario(DEMO_SCENARIO.scenario);

  it('gives an event without a response one way: its next after the delay', () => {
    const [way] = waysOn(demo.compiled[3] as CompiledEvent, CAP);
    expect(way).toMatchObject({ by: 'next', soonest: { afterMs: 0, arrivesMs: sec(5) } });
  });

  it('lets a question whose time-out leads nowhere wait up to the cap for its late answer', () => {
    expect(waysOf(demo.compiled[1] as CompiledEvent)).toEqual([
      {
        by: 'option',
        to: 2,
        option: 'Isolate FS-02 from the network now',
        from: 0,
        until: 420,
        best: 'correct',
      },
      {
        by: 'option',
        to: 3,
        option: 'Keep watching and gather more evidence',
        from: 0,
        until: 420,
        best: 'wrong',
      },
    ]);
  });

  it('answers in time up to 1 ms before the limit, and times out to the late branch at it', () => {
    expect(waysOf(demo.compiled[4] as CompiledEvent)).toEqual([
      { by: 'next', to: 5, from: 0, until: 239.999, best: 'correct' },
      { by: 'timeout', to: 6, from: 240, until: 240, best: 'correct' },
    ]);
  });

  it('takes the early branch strictly before earlierThan and the late one strictly after laterThan', () => {
    const timed = question('1', 'option', [['A']], {
      earlierThan: '10',
      nextIfEarly: '2',
      laterThan: '20',
      nextIfLate: '3',
      next: '4',
    });
    const events = compileScenario([timed, email('2'), email('3'), email('4')]);
    expect(waysOf(events.compiled[0] as CompiledEvent)).toEqual([
      { by: 'early', to: 1, from: 0, until: 9.999, best: 'unscored' },
      { by: 'next', to: 3, from: 10, until: 20, best: 'unscored' },
      { by: 'late', to: 2, from: 20.001, until: 120, best: 'unscored' },
    ]);
  });

  it('counts a late answer after the time-out moved on as scored, on the time-out way', () => {
    const quiz = question('1', 'option', [['Right'], ['Wrong']], {
      correct: ['Right'],
      timeLimit: '30',
      next: '2',
    });
    const ways = waysOn(compileScenario([quiz, email('2')]).compiled[0] as CompiledEvent, CAP);
    expect(ways.find((way) => way.by === 'timeout')?.best).toMatchObject({
      answer: 'Right',
      afterMs: sec(30),
      mark: 'correct',
    });
  });

  it('finds every way step takes, at any moment, within its soonest and latest try', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const scenario = compileScenario(generatedScenario(seed));
      for (const event of scenario.compiled.filter((c) => c.expectsAnswer)) {
        expectEveryMomentCovered(event, waysOn(event, CAP));
      }
    }
  });
});

function expectEveryMomentCovered(event: CompiledEvent, ways: Way[]) {
  const last = wayLimit(event) + 5000;
  const moments = new Set<number>();
  for (let at = 0; at <= last; at += 1000) moments.add(at);
  for (const edge of [event.earlierThanMs, event.laterThanMs, event.timeLimitMs]) {
    if (edge !== null) for (const near of [-2, -1, 0, 1, 2]) moments.add(edge + near);
  }
  for (const answer of answerChoices(event.event)) {
    for (const at of [...moments].filter((moment) => moment >= 0)) {
      const response = { eventId: event.event.id, answer, answeredAt: at, player: 'ann' };
      const taken = step(event, 0, response, Number.MAX_SAFE_INTEGER);
      if (taken.by === null || (taken.by !== 'timeout' && at > wayLimit(event))) continue;
      const option = taken.by === 'option' ? answerText(answer) : undefined;
      const way = ways.find(
        (candidate) =>
          candidate.by === taken.by &&
          candidate.option === option &&
          JSON.stringify(candidate.target) === JSON.stringify(taken.move?.target ?? null),
      );
      const at1 = taken.by === 'timeout' ? (event.timeLimitMs ?? 0) : at;
      expect(way, `${event.event.id} ${taken.by} at ${at}`).toBeDefined();
      expect(at1).toBeGreaterThanOrEqual(way?.soonest.afterMs ?? Infinity);
      expect(at1).toBeLessThanOrEqual(way?.latest.afterMs ?? -Infinity);
    }
  }
}

/** The latest answer the check assumes: the cap (or just past laterThan), from the limit when it keeps waiting. */
function wayLimit(event: CompiledEvent): number {
  const wait = (from: number) => Math.max(from + CAP, (event.laterThanMs ?? -1) + 1);
  if (event.timeLimitMs === null) return wait(0);
  return event.timeoutTarget === null ? wait(event.timeLimitMs) : event.timeLimitMs;
}
