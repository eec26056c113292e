import type { createAdapter, MongoAdapter } from '@socket.io/mongo-adapter';
import type { ChangeStreamOptions, Collection, Document } from 'mongodb';
import { isMongoServerError, mongodb, socketIoMongoAdapter } from '../store/mongoDriver';

/**
 * The adapter's document types that another process would miss if they were lost: a push, a
 * room join or leave, a disconnect order, a relayed call (@socket.io/mongo-adapter 0.4.0's
 * EventType: BROADCAST 3, SOCKETS_JOIN 4, SOCKETS_LEAVE 5, DISCONNECT_SOCKETS 6,
 * SERVER_SIDE_EMIT 9). Heartbeats and answers to requests are worth nothing late.
 */
const BROADCAST = 3;
const KEPT = new Set([BROADCAST, 4, 5, 6, 9]);

/** How long to wait before each new try of a kept document: about 30 s in all, an election's span. */
export const SEND_RETRY_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 8_000, 15_000];

export interface LinkEvents {
  /** This process may have missed documents of others (its change stream reopened without a resume point). */
  missed(): void;
  /** Documents of this process did not reach the others; inserts work again now. */
  unsentRecovered(): void;
  /** Whether the other processes can be reached changed (logged once per change). */
  reachable(now: boolean, error?: unknown): void;
}

type BroadcastOptions = Parameters<MongoAdapter['broadcast']>[1];
type Namespace = Parameters<ReturnType<typeof createAdapter>>[0];

const DUPLICATE_KEY = 11000;

/**
 * The socket.io MongoDB adapter with its failures handled (docs/scaling.md, "When MongoDB
 * fails"). The adapter as published awaits its insert before delivering a push to this
 * process's own sockets, and drops the push for them when the insert fails (up to 30 s during
 * an election); some of its inserts (a `fetchSockets` request) are never caught, so a failure
 * ends the process. Here every insert goes through `insert`, which never rejects to the
 * adapter: kept documents are tried again for about 30 s, and one given up is answered by a
 * resync of the other processes once inserts work again. A push reaches this process's sockets
 * at once; `fetchSockets` answers with this process's sockets while the others cannot be asked;
 * a change stream reopened without a resume point (past the oplog window) asks this process to
 * resync what it serves.
 */
export class AdapterLink {
  private reachableNow = true;
  private unsent = false;
  private gap = false;
  private watched = false;
  private stopped = false;
  private failureWaiters: Array<() => void> = [];
  /** The collection as the adapter sees it: inserts and watches pass through this link. */
  readonly collection: Collection;

  constructor(
    private readonly inner: Collection,
    private readonly events: LinkEvents,
    private readonly retryMs: readonly number[] = SEND_RETRY_MS,
  ) {
    const insert = (doc: Document) => this.insert(inner, doc);
    const watch = (pipeline: Document[], options?: ChangeStreamOptions) =>
      this.watch(inner, pipeline, options);
    this.collection = new Proxy(inner, {
      get(target, property) {
        if (property === 'insertOne') return insert;
        if (property === 'watch') return watch;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  get reachable(): boolean {
    return this.reachableNow;
  }

  /** The adapter factory for `io.adapter(...)`. */
  adapter(options: { requestsTimeout: number }): (nsp: Namespace) => MongoAdapter {
    const make = socketIoMongoAdapter().createAdapter(this.collection, options);
    const harden = (adapter: MongoAdapter, nsp: string) => this.harden(adapter, nsp);
    // A function, not an arrow: socket.io calls it with `new`.
    return function linkedAdapter(nsp: Namespace) {
      const adapter = make(nsp);
      harden(adapter, String(nsp.name));
      return adapter;
    };
  }

  /** The process shuts down: no further tries. */
  stop(): void {
    this.stopped = true;
  }

  /** Resolves at the next failed insert (an answer that will not come). */
  private nextFailure(): Promise<void> {
    return new Promise((resolve) => this.failureWaiters.push(resolve));
  }

  private harden(adapter: MongoAdapter, nsp: string): void {
    const deliver = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet: unknown, opts: BroadcastOptions) => {
      if (!opts.flags?.local)
        void this.insert(this.inner, broadcastDoc(adapter.uid, nsp, packet, opts));
      return deliver(packet, { ...opts, flags: { ...opts.flags, local: true } });
    };
    const fetch = adapter.fetchSockets.bind(adapter);
    adapter.fetchSockets = async (opts: BroadcastOptions) => {
      const here = () => fetch({ ...opts, flags: { ...opts.flags, local: true } });
      if (opts.flags?.local || !this.reachableNow) return here();
      const answer = await Promise.race([fetch(opts), this.nextFailure().then(() => null)]).catch(
        () => null,
      );
      return answer ?? here();
    };
  }

  private async insert(target: Collection, doc: Document) {
    // One id for every try: a try stored whose answer was lost makes the next a duplicate.
    doc._id ??= new (mongodb().ObjectId)();
    const delays = KEPT.has(Number(doc.type)) ? this.retryMs : [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await target.insertOne(doc);
        this.succeeded();
        return result;
      } catch (error) {
        // An earlier try was stored and only its answer was lost.
        if (isMongoServerError(error, DUPLICATE_KEY)) {
          this.succeeded();
          return { acknowledged: true, insertedId: doc._id };
        }
        this.failed(error);
        const wait = this.stopped ? undefined : delays[attempt];
        if (wait === undefined) {
          if (delays.length > 0) this.unsent = true;
          // Never a rejection: several of the adapter's inserts have no handler.
          return { acknowledged: false, insertedId: doc._id };
        }
        // Unref'd: a shutdown does not wait for a try of a push nobody will read.
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  }

  private watch(target: Collection, pipeline: Document[], options: ChangeStreamOptions = {}) {
    const resumed = options.resumeAfter !== undefined || options.startAfter !== undefined;
    // Reopened with no point to resume from: what others sent meanwhile is lost to this process.
    if (this.watched && !resumed) this.gap = true;
    this.watched = true;
    const stream = target.watch(pipeline, options);
    stream.on('change', () => this.settleGap());
    return stream;
  }

  private succeeded(): void {
    if (!this.reachableNow) {
      this.reachableNow = true;
      this.events.reachable(true);
    }
    this.settleGap();
    if (this.unsent) {
      this.unsent = false;
      this.events.unsentRecovered();
    }
  }

  /** Told once MongoDB answers again, so the resync reads a store that works. */
  private settleGap(): void {
    if (!this.gap) return;
    this.gap = false;
    this.events.missed();
  }

  private failed(error: unknown): void {
    for (const wake of this.failureWaiters.splice(0)) wake();
    if (this.reachableNow) {
      this.reachableNow = false;
      this.events.reachable(false, error);
    }
  }
}

/** The adapter's own BROADCAST document, as its `broadcast` would have inserted it. */
function broadcastDoc(uid: string, nsp: string, packet: unknown, opts: BroadcastOptions) {
  return {
    type: BROADCAST,
    data: {
      packet,
      opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags },
    },
    uid,
    nsp,
  };
}
