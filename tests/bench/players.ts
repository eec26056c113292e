import { Child } from './processes';
import type { FromPlayers, PlayerMode, PlayerReport, ToPlayers } from './protocolMessages';

/** BENCH_CPU_PROF_PLAYERS=<dir>: profile the simulated players' processes too. */
const profiling = () =>
  process.env.BENCH_CPU_PROF_PLAYERS
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_PLAYERS}`]
    : [];

/**
 * Simulated players spread over one or more processes (each takes an equal share of the
 * players), answering as one: one report with every sample, the errors and the counts.
 */
export class PlayerGroup {
  private readonly children: Child<ToPlayers, FromPlayers>[];

  constructor(processes = 1) {
    this.children = Array.from({ length: Math.max(1, processes) }, () => {
      return new Child<ToPlayers, FromPlayers>('playersProcess.ts', profiling());
    });
  }

  get processes(): number {
    return this.children.length;
  }

  async connect(
    mode: PlayerMode,
    url: string,
    tokens: readonly string[],
    spreadMs?: number,
  ): Promise<{ count: number; errors: string[] }> {
    const shares = this.children.map((_, k) => tokens.filter((_t, n) => n % this.processes === k));
    const answers = await Promise.all(
      this.children.map((child, k) => {
        // Each process enters its share over the whole spread, so entries stay even.
        child.send({ type: 'connect', mode, url, tokens: shares[k]!, spreadMs });
        return child.next('connected', 600_000);
      }),
    );
    return {
      count: answers.reduce((sum, a) => sum + a.count, 0),
      errors: answers.flatMap((a) => a.errors),
    };
  }

  async collect(expectedIds: string[], timeoutMs: number): Promise<PlayerReport> {
    const reports = await Promise.all(
      this.children.map((child) => {
        child.send({ type: 'collect', expectedIds, timeoutMs });
        return child.next('report', timeoutMs + 30_000);
      }),
    );
    const sum = (pick: (r: PlayerReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
    return {
      type: 'report',
      latencies: reports.flatMap((r) => r.latencies),
      expected: sum((r) => r.expected),
      received: sum((r) => r.received),
      missed: sum((r) => r.missed),
      duplicated: sum((r) => r.duplicated),
      seqGaps: sum((r) => r.seqGaps),
      errors: reports.flatMap((r) => r.errors),
      entries: reports.flatMap((r) => r.entries),
      firstPushes: reports.flatMap((r) => r.firstPushes),
    };
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((child) => child.stop()));
  }
}
