import type { DomainEventMap, ErasureEventName } from '../../core/domainEvents';
import { newId } from '../../store/ids';
import type { Store } from '../../store';

/** An erasure asked for and not finished yet: a restart runs it again (the journal). */
export interface ErasureDoc<N extends ErasureEventName = ErasureEventName> {
  _id: string;
  event: N;
  payload: DomainEventMap[N];
  askedAt: string;
}

/** The only place that touches the `erasures` collection (docs/security.md, "Erasure"). */
export function erasuresRepo(store: Store) {
  const erasures = store.collection<ErasureDoc>('erasures');
  return {
    async begin<N extends ErasureEventName>(
      event: N,
      payload: DomainEventMap[N],
      askedAt: string,
    ): Promise<string> {
      const _id = newId();
      await erasures.insertOne({ _id, event, payload, askedAt });
      return _id;
    },
    /** Done: the entry goes, physically (a person's entry names their address). */
    async finish(id: string): Promise<void> {
      await erasures.deleteOne({ _id: id });
      await erasures.compact();
    },
    listUnfinished() {
      return erasures.find({}, { sort: { askedAt: 1 } });
    },
  };
}
export type ErasuresRepo = ReturnType<typeof erasuresRepo>;
