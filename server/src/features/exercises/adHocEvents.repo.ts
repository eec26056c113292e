import type { Store } from '../../store';
import type { AdHocEventDoc } from './exercise.docs';

/** The only place that touches the `adhoc_events` collection (what facilitators sent). */
export function adHocEventsRepo(store: Store) {
  const events = store.collection<AdHocEventDoc>('adhoc_events');
  return {
    async ensureIndexes() {
      await events.createIndex({ exerciseId: 1, sentAt: 1 });
    },
    insert(event: AdHocEventDoc) {
      return events.insertOne(event);
    },
    /** Every ad-hoc event of the exercise, in the order they were sent. */
    listByExercise(exerciseId: string) {
      return events.find({ exerciseId }, { sort: { sentAt: 1 } });
    },
    /** The ones a player receives: sent to everyone, or to them. */
    listForPlayer(exerciseId: string, playerId: string) {
      return events.find(
        { exerciseId, $or: [{ recipients: 'all' }, { recipients: playerId }] },
        { sort: { sentAt: 1 } },
      );
    },
    /** Every ad-hoc event of an exercise, whoever it was sent to. */
    listForExercise(exerciseId: string) {
      return events.find({ exerciseId }, { sort: { sentAt: 1 } });
    },
    removeByExercise(exerciseId: string) {
      return events.deleteMany({ exerciseId });
    },
    /** Makes the removals before it physical (an erasure). */
    compact() {
      return events.compact();
    },
  };
}
export type AdHocEventsRepo = ReturnType<typeof adHocEventsRepo>;
