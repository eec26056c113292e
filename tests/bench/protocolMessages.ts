/** Messages between the benchmark's processes (node IPC). */

export interface ServerMetrics {
  rss: number;
  heapUsed: number;
  /** Event-loop delay since the last reset, milliseconds; absent without the monitor. */
  loopDelayP99?: number;
  loopDelayMax?: number;
  /** CPU time used so far (user + system), milliseconds: unlike latency, not stretched by load. */
  cpuMs: number;
}

export type ToServer =
  | { type: 'metrics'; gc?: boolean }
  | { type: 'resetLoopDelay' }
  /** `invite`: the product's own invitation path sends every player's mail during the entries. */
  | { type: 'seedCampaign'; count: number; invite: boolean };
export type FromServer =
  | { type: 'ready'; url: string }
  | ({ type: 'metrics' } & ServerMetrics)
  | { type: 'campaign'; links: string[] };

export interface PlayerReport {
  type: 'report';
  latencies: number[];
  expected: number;
  received: number;
  missed: number;
  duplicated: number;
  seqGaps: number;
  errors: string[];
  /** Campaign players: each entry's `loginToken` time, request to response (ms). */
  entries: number[];
  /** Campaign players: from the entry's response to the first push on the socket (ms). */
  firstPushes: number[];
}

/**
 * How simulated players reach the server: `socket` (socket.io with a joined player's token),
 * `ws` (the raw baseline), `poll` (REST), `campaign` (an entry link each: the player enters,
 * which starts their own clock, then connects; entries spread evenly over `spreadMs`).
 */
export type PlayerMode = 'socket' | 'ws' | 'poll' | 'campaign';

export type ToPlayers =
  | { type: 'connect'; mode: PlayerMode; url: string; tokens: string[]; spreadMs?: number }
  | { type: 'collect'; expectedIds: string[]; timeoutMs: number };
export type FromPlayers = { type: 'connected'; count: number; errors: string[] } | PlayerReport;
