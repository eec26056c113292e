import type {
  DomainEventMap,
  DomainEvents,
  Erased,
  ErasureEventName,
} from '../../core/domainEvents';
import type { Clock } from '../../core/clock';
import type { ErasuresRepo } from './erasures.repo';

/**
 * The one erasure path (docs/security.md, "Erasure"): the request is written to a journal,
 * told as a domain event that every feature storing such data answers through its own repo
 * (compacting what it changed), and crossed off once every feature is done. A process that
 * dies halfway runs the unfinished entries again at the next start; each listener is
 * idempotent, so a second run only finds less to erase.
 */
export function erasure(deps: { journal: ErasuresRepo; events: DomainEvents; clock: Clock }) {
  const { journal, events, clock } = deps;

  /** `first` runs once the request is journalled, before any feature is told. */
  async function run<N extends ErasureEventName>(
    name: N,
    payload: DomainEventMap[N],
    first?: () => Promise<unknown>,
  ): Promise<Erased> {
    const id = await journal.begin(name, payload, new Date(clock.now()).toISOString());
    await first?.();
    const erased = await events.settle(name, payload);
    await journal.finish(id);
    return erased;
  }

  return {
    run,
    /** At start-up, once every feature listens: finishes what a crash interrupted. */
    async resume(): Promise<number> {
      const unfinished = await journal.listUnfinished();
      for (const entry of unfinished) {
        await events.settle(entry.event, entry.payload);
        await journal.finish(entry._id);
      }
      return unfinished.length;
    },
  };
}
export type Erasure = ReturnType<typeof erasure>;
