import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** Set in a bench process's environment to run the loop monitor in it (`loopMonitorEnv`). */
const LOOP_MONITOR_ENV = 'BENCH_LOOP_MONITOR';

/**
 * The environment that runs the monitor in a child process, or leaves it out. The monitor is
 * the bench's own instrument, and not free: sampling every 20 ms cost an idle server 110-120 ms
 * of CPU in a 16 s run (130-150 ms with it, 30 ms without), which the CPU per message counted
 * as the server's (docs/performance.md, "Issue 36, session 17").
 */
export function loopMonitorEnv(on: boolean): NodeJS.ProcessEnv {
  return { ...process.env, [LOOP_MONITOR_ENV]: on ? 'on' : 'off' };
}

/**
 * The event-loop delay histogram of this process when its parent asked for one, else null.
 * Sampled every 20 ms: every 5 ms cost the server 150-300 ms of CPU in a 16 s run; a block
 * still shows in full.
 */
export function startLoopMonitor(): IntervalHistogram | null {
  if (process.env[LOOP_MONITOR_ENV] !== 'on') return null;
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  return loop;
}
