import type { ScenarioEvent } from '@dojo/protocol';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIO } from '@dojo/protocol';
import { buildBranchGraph, eventAt } from '../layout/branches';
import type { RunStep } from './chains';
import { playWithEngine } from '../testing/engineRun';
import { checkRuns, prePublishCheck } from './prePublish';
import { generatedScenario, generatedSideBySide } from '../testing/scenarios';

/**
 * The editor's pre-publish check against the engine players live through: each number the
 * check gives comes with the run that produces it, and the engine, driven through that run
 * with fake time, must give the same number.
 */
function expectCheckToMatchEngine(events: ScenarioEvent[]) {
  const check = prePublishCheck(events);
  const runs = checkRuns(events);
  expect(playWithEngine(events, runs.quickest?.steps ?? []).playMs).toBe(check.shortestPlayMs);
  expect(playWithEngine(events, runs.slowest?.steps ?? []).playMs).toBe(check.longestPlayMs);
  const { score } = playWithEngine(events, runs.best?.steps ?? []);
  expect(score.totalQuestions).toBe(check.totalQuestions);
  expect(score.totalQuestions === 0 ? null : score.score / score.totalQuestions).toBe(
    check.bestScore,
  );
  expect(score.passed).toBe(check.reachesPassMark);
}

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe('the pre-publish check and the engine on the demo scenario', () => {
  const events = DEMO_SCENARIO.scenario;
  const runs = checkRuns(events);

  it('plays the shortest run in 30 seconds with every question answered at once', () => {
    expect(runs.quickest?.steps.every((step) => step.afterMs === 0)).toBe(true);
    expect(playWithEngine(events, runs.quickest?.steps ?? []).playMs).toBe(
      prePublishCheck(events).shortestPlayMs,
    );
    expect(prePublishCheck(events).shortestPlayMs).toBe(30_000);
  });

  it('plays the longest run with every question timing out, or waiting the two-minute cap', () => {
    const held = runs.slowest?.steps.map(({ eventId, answer, afterMs }) => [
      eventId,
      answer === undefined ? 'times out' : 'answers',
      afterMs / 1000,
    ]);
    expect(held).toEqual([
      ['2', 'answers', 420], // its time-out leads nowhere: it waits 2 minutes past the limit
      ['3', 'times out', 180],
      ['5', 'answers', 239.999], // in time, as its time-out takes the shorter late branch
      ['6', 'answers', 120], // no limit: the two-minute cap
      ['7', 'answers', 120],
      ['8', 'times out', 600],
    ]);
    expect(playWithEngine(events, runs.slowest?.steps ?? []).playMs).toBe(1_714_999);
  });

  it('gives the same shortest and longest play time and best score as the engine', () => {
    expectCheckToMatchEngine(events);
  });
});

describe('the pre-publish check and the engine on generated scenarios', () => {
  it.each(SEEDS)('agree on play times and the best score for scenario %i', (seed) => {
    expectCheckToMatchEngine(generatedScenario(seed));
  });

  it.each(SEEDS)(
    'find no run the engine plays quicker, slower or with a better score, for scenario %i',
    (seed) => {
      const events = generatedScenario(seed);
      const check = prePublishCheck(events);
      const found = everyRun(events);
      expect(Math.min(...found.map((run) => run.playMs))).toBe(check.shortestPlayMs);
      expect(Math.max(...found.map((run) => run.playMs))).toBe(check.longestPlayMs);
      const best = found.reduce((a, b) => (beats(b, a) ? b : a));
      expect(best.questions).toBe(check.totalQuestions);
      expect(best.questions === 0 ? null : share(best)).toBe(check.bestScore);
    },
  );
});

describe('the pre-publish check and the engine with chains side by side', () => {
  it('agree when a displayAfter chain runs beside the first one', () => {
    const events: ScenarioEvent[] = [
      { id: '1', section: '1', responseType: 'none', options: '', next: '2', delay: '20' },
      {
        id: '2',
        section: '1',
        responseType: 'option',
        options: '[{"option":"Go","next":"/0"},{"option":"Wait"}]',
        correct: ['Go'],
        timeLimit: '60',
        next: -1,
      },
      {
        id: '3',
        section: '1',
        responseType: 'text',
        options: 'text',
        displayAfter: '1',
        next: '4',
      },
      { id: '4', section: '1', responseType: 'none', options: '', next: -1, delay: '10' },
    ];
    expectCheckToMatchEngine(events);
  });

  it.each(SEEDS)('agree on play times and the best score for scenario %i', (seed) => {
    expectCheckToMatchEngine(generatedSideBySide(seed));
  });

  it.each(SEEDS)(
    'find no run the engine plays quicker or slower, nor a better score answering at once, for scenario %i',
    (seed) => {
      const events = generatedSideBySide(seed);
      const check = prePublishCheck(events);
      const found = everyRun(events);
      expect(Math.min(...found.map((run) => run.playMs))).toBe(check.shortestPlayMs);
      expect(Math.max(...found.map((run) => run.playMs))).toBe(check.longestPlayMs);
      const best = found.reduce((a, b) => (beats(b, a) ? b : a));
      expect(share(best)).toBeGreaterThanOrEqual(check.bestScore ?? 1);
    },
  );
});

/**
 * The generated stories with start times on the game clock (docs/engine.md, "Start times"):
 * every other main event after the first gets one, some before and some after the time a
 * next would bring it, so both the hold and the late arrival are played.
 */
function withStartTimes(events: ScenarioEvent[], seed: number): ScenarioEvent[] {
  const starts = [30, 240, 0, 600, 90];
  let main = 0;
  return events.map((event) => {
    if (event.section !== '1') return event;
    main += 1;
    if (main === 1 || (main + seed) % 2 === 0) return event;
    return { ...event, startAt: String(starts[(main + seed) % starts.length]) };
  });
}

describe('the pre-publish check and the engine with start times', () => {
  it('agree on a tabletop whose injects are held until their start times', () => {
    const events: ScenarioEvent[] = [
      {
        id: '1',
        section: '1',
        responseType: 'option',
        options: '[{"option":"Isolate","next":"2"},{"option":"Wait","next":"3"}]',
        correct: ['Isolate'],
        timeLimit: '300',
        next: -1,
      },
      { id: '2', section: '1', responseType: 'none', options: '', next: '4', delay: '60' },
      { id: '3', section: '1', responseType: 'none', options: '', next: '4', delay: '60' },
      { id: '4', section: '2', responseType: 'none', options: '', next: '/1', startAt: '900' },
    ];
    expectCheckToMatchEngine(events);
    expect(prePublishCheck(events).shortestPlayMs).toBe(905_000);
  });

  it.each(SEEDS)('agree on play times and the best score for scenario %i', (seed) => {
    expectCheckToMatchEngine(withStartTimes(generatedScenario(seed), seed));
  });

  it.each(SEEDS)(
    'find no run the engine plays quicker, slower or with a better score, for scenario %i',
    (seed) => {
      const events = withStartTimes(generatedScenario(seed), seed);
      const check = prePublishCheck(events);
      const found = everyRun(events);
      expect(Math.min(...found.map((run) => run.playMs))).toBe(check.shortestPlayMs);
      expect(Math.max(...found.map((run) => run.playMs))).toBe(check.longestPlayMs);
      const best = found.reduce((a, b) => (beats(b, a) ? b : a));
      expect(best.questions).toBe(check.totalQuestions);
      expect(best.questions === 0 ? null : share(best)).toBe(check.bestScore);
    },
  );

  it.each(SEEDS)('agree with chains side by side, for scenario %i', (seed) => {
    expectCheckToMatchEngine(withStartTimes(generatedSideBySide(seed), seed));
  });
});

interface Played {
  playMs: number;
  questions: number;
  correct: number;
}

/** Every run a player can make with the tries the engine's ways offer (for a small story). */
function everyRun(events: ScenarioEvent[]): Played[] {
  const graph = buildBranchGraph(events);
  const choices = graph.nodes.map((node) => {
    const eventId = eventAt(graph, node).id;
    const tries = (graph.edges.get(node) ?? []).flatMap(({ way }) => [
      way.soonest,
      way.latest,
      way.best,
    ]);
    const distinct = new Map(tries.map((t) => [JSON.stringify([t.answer, t.afterMs]), t]));
    return [...distinct.values()].map(({ answer, afterMs }): RunStep =>
      answer === undefined ? { eventId, afterMs } : { eventId, answer, afterMs },
    );
  });
  const runs: Played[] = [];
  const walk = (at: number, steps: RunStep[]) => {
    const options = choices[at];
    if (options === undefined) {
      const { playMs, score } = playWithEngine(events, steps);
      runs.push({ playMs, questions: score.totalQuestions, correct: score.score });
      return;
    }
    for (const step of options.length > 0 ? options : [undefined]) {
      walk(at + 1, step ? [...steps, step] : steps);
    }
  };
  walk(0, []);
  return runs;
}

const share = (run: Played) => (run.questions === 0 ? 1 : run.correct / run.questions);
const beats = (a: Played, b: Played) =>
  share(a) > share(b) || (share(a) === share(b) && a.questions > b.questions);
