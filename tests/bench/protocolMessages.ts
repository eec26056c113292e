/** Messages between the benchmark's processes (node IPC). */

export interface ServerMetrics {
  rss: number;
  heapUsed: number;
  /** Event-loop delay since the last reset, milliseconds. */
  loopDelayP99: number;
  loopDelayMax: number;
}

export type ToServer = { type: 'metrics'; gc?: boolean } | { type: 'resetLoopDelay' };
export type FromServer = { type: 'ready'; url: string } | ({ type: 'metrics' } & ServerMetrics);

export interface PlayerReport {
  type: 'report';
  latencies: number[];
  expected: number;
  received: number;
  missed: number;
  duplicated: number;
  seqGaps: number;
  errors: string[];
}

export type ToPlayers =
  | { type: 'connect'; mode: 'socket' | 'ws' | 'poll'; url: string; tokens: string[] }
  | { type: 'collect'; expectedIds: string[]; timeoutMs: number };
export type FromPlayers = { type: 'connected'; count: number; errors: string[] } | PlayerReport;
