import { isMainEvent, type ScenarioEvent } from '@dojo/protocol';
import { startClock, STOPPED_CLOCK } from '../clock';
import {
  compileScenario,
  project,
  scoreProjection,
  type EngineResponse,
  type Projection,
  type ScoreResult,
  type VisibleEvent,
} from '../engine';
import type { RunStep } from '../check/chains';

/** The wall clock when the fake game starts; nothing here ever sleeps. */
const START = 1_700_000_000_000;
const PLAYER = 'ann';

export interface EngineRun {
  /** When the run ended ('/0', '/1'), else when the story went quiet (docs/editor-rules.md). */
  playMs: number;
  score: ScoreResult;
  projection: Projection;
}

/**
 * Plays a scenario through the engine with fake time, the way the server's runner does: jump
 * to the projection's `nextDueAt` or to the next planned answer, whichever comes first, and
 * re-project. Each event is answered as its step says, `afterMs` after it shows; an event
 * without a planned answer is left alone (its limit runs out).
 */
export function playWithEngine(events: readonly ScenarioEvent[], steps: RunStep[]): EngineRun {
  const scenario = compileScenario(events);
  const plan = new Map(steps.map((step) => [step.eventId, step]));
  const clock = startClock(STOPPED_CLOCK, START);
  const responses: EngineResponse[] = [];
  let gameNow = 0;
  for (let turn = 0; turn < 10_000; turn += 1) {
    const view = project({
      events: scenario,
      clock,
      player: PLAYER,
      responses,
      adHocEvents: [],
      now: START + gameNow,
    });
    const due = plannedAnswers(view.visible, plan);
    if (due.some((answer) => answer.answeredAt < gameNow)) throw new Error('an answer was missed');
    const answerNow = due.filter((answer) => answer.answeredAt === gameNow);
    if (answerNow.length > 0) {
      responses.push(...answerNow);
      continue;
    }
    const nextAnswer = Math.min(...due.map((answer) => answer.answeredAt));
    const next = Math.min(view.nextDueAt ?? Infinity, nextAnswer);
    if (view.finished !== null || next === Infinity) {
      return {
        playMs: playTimeOf(view),
        score: scoreProjection(view, responses, PLAYER),
        projection: view,
      };
    }
    gameNow = next;
  }
  throw new Error('the run did not settle');
}

function plannedAnswers(
  visible: readonly VisibleEvent[],
  plan: ReadonlyMap<string, RunStep>,
): EngineResponse[] {
  const answers: EngineResponse[] = [];
  for (const shown of visible) {
    const step = plan.get(shown.event.id);
    if (shown.response !== undefined || step?.answer === undefined) continue;
    const answeredAt = shown.displayAt + step.afterMs;
    answers.push({ eventId: shown.event.id, answer: step.answer, answeredAt, player: PLAYER });
  }
  return answers;
}

/**
 * The engine's play time of a run: the end, or the last moment a story event was shown,
 * answered, or had its limit run out.
 */
function playTimeOf(view: Projection): number {
  if (view.finished !== null) return view.finished.at;
  let last = 0;
  for (const shown of view.visible) {
    if (shown.source !== 'scenario' || !isMainEvent(shown.event)) continue;
    const settled = shown.response?.answeredAt ?? (shown.timedOut ? shown.limitEndsAt : undefined);
    last = Math.max(last, settled ?? shown.displayAt);
  }
  return last;
}
