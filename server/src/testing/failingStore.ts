import { MongoNetworkError } from 'mongodb';
import { StoreWriteError, type Collection, type Store, type StoredDoc } from '../store/port';

type Operation = 'findOneAndUpdate' | 'updateOne' | 'deleteOne' | 'insertOne' | 'findOne';

/**
 * A real store (the embedded engine) seen as MongoDB behaves in a replica set, on demand:
 * - `failNext(operation, times)`: the next calls fail as a write does while no primary answers
 *   (a StoreWriteError, answered 503);
 * - `raceUpserts()`: an upsert looks its document up, lets other calls run, and inserts when it
 *   found none, as two processes' upserts meet on MongoDB (the embedded engine runs one upsert
 *   at a time); the insert keeps the filter's `_id`, so a unique index decides.
 */
export function failingStore(store: Store) {
  const failures = new Map<Operation, number>();
  let racing = false;

  const failing = (operation: Operation) => {
    const left = failures.get(operation) ?? 0;
    if (left === 0) return false;
    failures.set(operation, left - 1);
    return true;
  };
  const outage = () => new StoreWriteError(new MongoNetworkError('no primary: an election'));

  const wrap = <T extends StoredDoc>(inner: Collection<T>): Collection<T> =>
    new Proxy(inner, {
      get(target, property, receiver) {
        const original: unknown = Reflect.get(target, property, receiver);
        if (typeof original !== 'function') return original;
        const call = (...args: unknown[]) =>
          (original as (...a: unknown[]) => unknown).apply(target, args);
        if (property === 'findOneAndUpdate')
          return async (...args: Parameters<Collection<T>['findOneAndUpdate']>) => {
            if (failing('findOneAndUpdate')) throw outage();
            const [filter, update, options] = args;
            if (!racing || !options.upsert) return call(...args);
            const found = await target.findOne(filter);
            await new Promise((resolve) => setTimeout(resolve, 20));
            // Found none when it looked: it inserts, whatever arrived meanwhile.
            const insert = { ...filter, $and: [...(filter.$and ?? []), { _id: { $in: [] } }] };
            return target.findOneAndUpdate(found ? filter : insert, update, options);
          };
        return async (...args: unknown[]) => {
          if (failing(property as Operation)) throw outage();
          return call(...args);
        };
      },
    });

  const failingView = new Proxy(store, {
    get(target, property) {
      if (property === 'collection')
        return <T extends StoredDoc>(name: string) => wrap(target.collection<T>(name));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });

  return {
    store: failingView,
    failNext: (operation: Operation, times = 1) => void failures.set(operation, times),
    raceUpserts: () => void (racing = true),
  };
}
