import type { ChainEnds, Plan, RunStep } from './chains';
import { stepsOf } from './chains';

/** A chain from one root, its ends measured from the start of the run. */
export interface Chain {
  offsetMs: number;
  ends: ChainEnds;
}

/** A run the check has timed: how long it lasts, and how a player plays it. */
export interface TimedRun {
  playMs: number;
  steps: RunStep[];
}

interface Choice {
  ms: number;
  plans: Plan[];
}

const at = (chain: Chain, timed: { ms: number } | null) =>
  timed === null ? null : chain.offsetMs + timed.ms;

/**
 * The quickest run. Chains of several roots (displayAfter) run side by side: the run ends at
 * the first '/0' or '/1', or once every chain has gone quiet.
 */
export function quickestRun(chains: readonly Chain[]): TimedRun | null {
  const choices: Choice[] = [];
  // One chain ends the run as soon as it can; the others may do anything meanwhile.
  chains.forEach((chain, i) => {
    const finish = at(chain, chain.ends.soonestFinish);
    if (finish === null) return;
    const plans = chains.map((other, j) =>
      j === i ? (chain.ends.soonestFinish?.plan ?? null) : soonestPlan(other),
    );
    choices.push({ ms: finish, plans });
  });
  // Or every chain goes quiet as soon as it can.
  if (chains.every((chain) => chain.ends.soonestQuiet !== null)) {
    const ms = Math.max(...chains.map((chain) => at(chain, chain.ends.soonestQuiet) ?? 0));
    choices.push({ ms, plans: chains.map((chain) => chain.ends.soonestQuiet?.plan ?? null) });
  }
  return pickRun(choices, (a, b) => a < b);
}

/**
 * The slowest run: a chain that can only end the run bounds it; otherwise every chain goes
 * quiet as late as it can, or one of them ends the run as late as it can.
 */
export function slowestRun(chains: readonly Chain[]): TimedRun | null {
  const quietPlan = (chain: Chain) => chain.ends.latestQuiet?.plan ?? null;
  const forced = chains.filter((chain) => chain.ends.latestQuiet === null);
  if (forced.length > 0) {
    const ms = Math.min(...forced.map((chain) => at(chain, chain.ends.latestFinish) ?? Infinity));
    const plans = chains.map((chain) =>
      forced.includes(chain) ? (chain.ends.latestFinish?.plan ?? null) : quietPlan(chain),
    );
    return pickRun([{ ms, plans }], () => false);
  }
  const choices: Choice[] = [
    {
      ms: Math.max(...chains.map((chain) => at(chain, chain.ends.latestQuiet) ?? 0)),
      plans: chains.map(quietPlan),
    },
  ];
  chains.forEach((chain, i) => {
    const finish = at(chain, chain.ends.latestFinish);
    if (finish === null) return;
    const plans = chains.map((other, j) =>
      j === i ? (chain.ends.latestFinish?.plan ?? null) : quietPlan(other),
    );
    choices.push({ ms: finish, plans });
  });
  return pickRun(choices, (a, b) => a > b);
}

function soonestPlan(chain: Chain): Plan {
  const { soonestFinish, soonestQuiet } = chain.ends;
  if (soonestQuiet === null) return soonestFinish?.plan ?? null;
  if (soonestFinish === null) return soonestQuiet.plan;
  return soonestFinish.ms < soonestQuiet.ms ? soonestFinish.plan : soonestQuiet.plan;
}

function pickRun(choices: Choice[], before: (a: number, b: number) => boolean): TimedRun | null {
  let best: Choice | undefined;
  for (const choice of choices) {
    if (!Number.isFinite(choice.ms)) continue;
    if (best === undefined || before(choice.ms, best.ms)) best = choice;
  }
  return best === undefined ? null : { playMs: best.ms, steps: mergePlans(best.plans) };
}

/** The steps of every chain's plan; an event two chains share is played the first way. */
export function mergePlans(plans: readonly Plan[]): RunStep[] {
  const steps = new Map<string, RunStep>();
  for (const plan of plans) {
    for (const step of stepsOf(plan)) if (!steps.has(step.eventId)) steps.set(step.eventId, step);
  }
  return [...steps.values()];
}
