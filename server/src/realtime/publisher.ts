import type { z } from 'zod';
import type { BroadcastName, Broadcasts, Push } from '@dojo/protocol';
import type { Clock } from '../core/clock';
import { SeqCounters } from './seqCounters';
import { SharedPackets } from './sharedPackets';
import type { DojoIo } from './types';

type Inner<N extends BroadcastName> = z.output<Broadcasts[N]['data']>['data'];

/**
 * A push whose `data` many scopes share at one instant (docs/runner.md "Shared pushes"):
 * equal `key`s promise equal data, `at` is the instant the data was projected for.
 */
export interface SharedData {
  key: string;
  at: number;
}

/**
 * Sends broadcasts to a scope (a socket.io room) with that scope's next sequence number
 * and the server clock. Sequence numbers live in this process, for the scopes pushed to
 * lately (bounded: seqCounters.ts); a client that sees a gap, or a lower number after a
 * server restart, resyncs the scope (see docs/realtime.md).
 */
export class Publisher {
  private io: DojoIo | null = null;
  private readonly seqs: SeqCounters;
  private readonly packets = new SharedPackets();
  /** Pushes made since start (metrics: dojo_pushes_total). */
  pushCount = 0;

  /**
   * The clock stamps `serverTime` (the server's one wall clock: tests pass a manual one).
   * `validate` checks every push against its protocol schema: on in development and tests,
   * where a wrong shape must fail loudly; off in production, where the types already hold
   * and the check would cost a third of the fan-out time (docs/performance.md).
   * `servedHere` names the scopes each process projects for its own sockets (the runner's):
   * their pushes stay on this process; every other push reaches the room on every process
   * through the cluster's adapter (docs/scaling.md).
   */
  constructor(
    private readonly clock: Clock,
    private readonly validate = true,
    private readonly servedHere: (scope: string) => boolean = () => false,
    /** Scopes remembered per generation of sequence numbers (seqCounters.ts). */
    scopesKept?: number,
  ) {
    this.seqs = new SeqCounters(scopesKept);
  }

  attach(io: DojoIo): void {
    this.io = io;
  }

  seqOf(scope: string): number {
    return this.seqs.last(scope);
  }

  /** How many scopes' sequence numbers this process remembers (bounded, seqCounters.ts). */
  scopesRemembered(): number {
    return this.seqs.size;
  }

  /**
   * Without `shared`: an ordinary socket.io emit to the room (every process, through the
   * adapter). With `shared`: the scope is served by this process (a player scope of the
   * runner), and its data is encoded once for every scope pushing the same key at the same
   * instant; each of this process's sockets in the room gets that one encoding behind its
   * own scope and seq.
   */
  push<N extends BroadcastName>(
    scope: string,
    def: Broadcasts[N] & { name: N },
    data: Inner<N>,
    shared?: SharedData,
  ): Push<Inner<N>> {
    const push = {
      scope,
      seq: this.nextSeq(scope),
      serverTime: shared?.at ?? this.clock.now(),
      data,
    };
    const message = this.validate ? def.data.parse(push) : push;
    if (!this.io) return push;
    if (shared) {
      // Written straight to this process's sockets in the room: a runner scope stays local.
      this.packets.send(this.io, def.name, push, shared.key);
      return push;
    }
    const room = this.servedHere(scope) ? this.io.local.to(scope) : this.io.to(scope);
    (room as { emit(name: string, payload: unknown): boolean }).emit(def.name, message);
    return push;
  }

  /**
   * The same data to many scopes served here, projected for the instant `at` (a due moment,
   * docs/runner.md "Shared pushes"): each scope gets its next seq, and the data is encoded
   * once for all of them. A null `key` (data with something of a player's own) pushes to
   * each scope as `push` would, stamped with the clock.
   */
  pushTogether<N extends BroadcastName>(
    scopes: readonly string[],
    def: Broadcasts[N] & { name: N },
    data: Inner<N>,
    key: string | null,
    at: number,
  ): void {
    if (key === null) {
      for (const scope of scopes) this.push(scope, def, data);
      return;
    }
    const pushes = scopes.map((scope) => ({
      scope,
      seq: this.nextSeq(scope),
      serverTime: at,
      data,
    }));
    if (this.validate) for (const push of pushes) def.data.parse(push);
    if (this.io) this.packets.sendTogether(this.io, def.name, pushes);
  }

  /** The scope's next sequence number, taken: every push counts (dojo_pushes_total). */
  private nextSeq(scope: string): number {
    this.pushCount += 1;
    return this.seqs.next(scope);
  }
}
