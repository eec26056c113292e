import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Store } from '../../store';

/** A figure a feature knows and the metrics read when scraped. */
type Source<T> = () => T | Promise<T>;

/** The mail states counted (docs/mail-and-jobs.md), each reported from the start (0). */
export const MAIL_STATES = [
  'held',
  'queued',
  'sending',
  'committing',
  'sent',
  'unconfirmed',
  'failed',
  'bounced',
] as const;

/** The kinds of socket connection counted, each reported from the start (0). */
export const SOCKET_KINDS = ['player', 'customer', 'staff', 'facilitator'] as const;

/**
 * prom-client's process figures that are gauges named `_total`: left out (a `_total` name is
 * a counter's; the same counts by type stay as `dojo_nodejs_active_handles` and the like).
 */
const GAUGES_NAMED_TOTAL = [
  'dojo_nodejs_active_handles_total',
  'dojo_nodejs_active_requests_total',
  'dojo_nodejs_active_resources_total',
] as const;

/**
 * The operator's figures in Prometheus form (prom-client), on one registry per server: the
 * names and meanings are in docs/operations.md. Features hand in what only they know
 * (`watch*`); the HTTP timings and store writes are recorded as they happen. `/metrics`
 * serves them only when METRICS_TOKEN is set (features/metrics/).
 */
export class Metrics {
  readonly registry = new Registry();
  /** What the features handed in; read when scraped. */
  private readonly sources: {
    store?: Store;
    runner?: Source<{ exercises: number; scopes: number; timers: number }>;
    sockets?: Source<Map<string, number>>;
    jobs?: Source<{ due: number; scheduled: number }>;
    mail?: Source<Record<string, number>>;
    pushes?: Source<number>;
  } = {};

  readonly http = new Histogram({
    name: 'dojo_http_request_duration_seconds',
    help: 'HTTP requests by declared call (route), method and status class, in seconds',
    labelNames: ['method', 'call', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly storeWrites = new Histogram({
    name: 'dojo_store_write_duration_seconds',
    help: 'Store writes (embedded: each datafile append; MongoDB: each write call), in seconds',
    labelNames: ['engine', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  readonly storeWriteFailures = new Counter({
    name: 'dojo_store_write_failures_total',
    help: 'Store writes the engine could not save (answered 503, nothing applied)',
    labelNames: ['engine', 'collection'] as const,
    registers: [this.registry],
  });

  constructor() {
    const metrics = this.sources;
    new Gauge({
      name: 'dojo_store_writable',
      help: '1 while the store takes writes, 0 while its last write (or probe) failed',
      registers: [this.registry],
      collect() {
        this.set(metrics.store?.health().writable === false ? 0 : 1);
      },
    });
    new Gauge({
      name: 'dojo_socket_connections',
      help: 'Open socket connections on this process, by kind of principal',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        const counts = (await metrics.sockets?.()) ?? new Map<string, number>();
        this.reset();
        for (const kind of SOCKET_KINDS) this.set({ kind }, 0);
        for (const [kind, count] of counts) this.set({ kind }, count);
      },
    });
    new Gauge({
      name: 'dojo_exercises_running',
      help: 'Exercises with at least one player connected to this process (runner)',
      registers: [this.registry],
      async collect() {
        this.set((await metrics.runner?.())?.exercises ?? 0);
      },
    });
    new Gauge({
      name: 'dojo_player_scopes',
      help: 'Player scopes the runner serves on this process',
      registers: [this.registry],
      async collect() {
        this.set((await metrics.runner?.())?.scopes ?? 0);
      },
    });
    new Gauge({
      name: 'dojo_due_timers',
      help: 'Timers armed for the next due event of served scopes (runner)',
      registers: [this.registry],
      async collect() {
        this.set((await metrics.runner?.())?.timers ?? 0);
      },
    });
    new Counter({
      name: 'dojo_pushes_total',
      help: 'Socket pushes sent by this process (rate() gives pushes per second)',
      registers: [this.registry],
      async collect() {
        const total = (await metrics.pushes?.()) ?? 0;
        this.reset();
        this.inc(total);
      },
    });
    new Gauge({
      name: 'dojo_job_queue',
      help: 'Stored jobs: due now (waiting for a worker) and scheduled later',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const depth = (await metrics.jobs?.()) ?? { due: 0, scheduled: 0 };
        this.set({ state: 'due' }, depth.due);
        this.set({ state: 'scheduled' }, depth.scheduled);
      },
    });
    new Gauge({
      name: 'dojo_mail_messages',
      help: 'Stored mail messages by state',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const counts = (await metrics.mail?.()) ?? {};
        for (const state of MAIL_STATES) this.set({ state }, counts[state] ?? 0);
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
  }

  /** The store's writes and health; node's own figures (memory, event loop lag). */
  watchStore(store: Store): void {
    this.sources.store = store;
    store.observeWrites(({ collection, seconds, ok }) => {
      this.storeWrites.observe({ engine: store.kind, outcome: ok ? 'ok' : 'failed' }, seconds);
      // Each collection written is reported from its first write on, at 0 until one fails.
      this.storeWriteFailures.inc({ engine: store.kind, collection }, ok ? 0 : 1);
    });
  }

  withProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'dojo_' });
    for (const name of GAUGES_NAMED_TOTAL) this.registry.removeSingleMetric(name);
  }

  watchRunner(source: Source<{ exercises: number; scopes: number; timers: number }>): void {
    this.sources.runner = source;
  }
  watchSockets(source: Source<Map<string, number>>): void {
    this.sources.sockets = source;
  }
  watchPushes(source: Source<number>): void {
    this.sources.pushes = source;
  }
  watchJobs(source: Source<{ due: number; scheduled: number }>): void {
    this.sources.jobs = source;
  }
  watchMail(source: Source<Record<string, number>>): void {
    this.sources.mail = source;
  }
}
