import type { z } from 'zod';
import type { BroadcastName, Broadcasts, Push } from '@dojo/protocol';
import type { DojoIo } from './types';

type Inner<N extends BroadcastName> = z.output<Broadcasts[N]['data']>['data'];

/**
 * Sends broadcasts to a scope (a socket.io room) with that scope's next sequence number
 * and the server clock. Sequence numbers live in this process; a client that sees a gap,
 * or a lower number after a server restart, resyncs the scope (see docs/realtime.md).
 */
export class Publisher {
  private io: DojoIo | null = null;
  private readonly seqs = new Map<string, number>();

  attach(io: DojoIo): void {
    this.io = io;
  }

  seqOf(scope: string): number {
    return this.seqs.get(scope) ?? 0;
  }

  push<N extends BroadcastName>(
    scope: string,
    def: Broadcasts[N] & { name: N },
    data: Inner<N>,
  ): Push<Inner<N>> {
    const seq = this.seqOf(scope) + 1;
    this.seqs.set(scope, seq);
    const push = { scope, seq, serverTime: Date.now(), data };
    const message = def.data.parse(push);
    const emitter = this.io?.to(scope) as
      { emit(name: string, payload: unknown): boolean } | undefined;
    emitter?.emit(def.name, message);
    return push;
  }
}
