import { identifierKey } from '@dojo/protocol';
import { STOPPED_CLOCK } from '@dojo/scheduler';
import type { Filter, Store } from '../../store';
import { anyCase } from '../../store/anyCase';
import type { ExerciseDoc } from './exercise.docs';
import { ScenarioSnapshots } from './scenarioSnapshots';

/**
 * The only place that touches the `exercises` collection. The clock writes are conditional
 * updates, so two facilitator presses at once can never start, pause or resume twice.
 */
export function exercisesRepo(store: Store) {
  const exercises = store.collection<ExerciseDoc>('exercises', { durability: 'majority' });
  const running = { 'clock.startedAt': { $ne: null }, 'clock.pausedAt': null };
  const snapshots = new ScenarioSnapshots();

  /**
   * One exercise found by `filter`, its scenario snapshot from `snapshots` (read from the store
   * once per exercise): the store copies the rest of the document only.
   */
  async function findOneExercise(filter: Filter<ExerciseDoc>): Promise<ExerciseDoc | null> {
    const light = await exercises.findOne<Omit<ExerciseDoc, 'scenario'>>(filter, {
      projection: { scenario: 0 },
    });
    if (!light) return null;
    let scenario = snapshots.get(light._id);
    if (!scenario) {
      const whole = await exercises.findOne<Pick<ExerciseDoc, 'scenario'>>(
        { _id: light._id },
        { projection: { scenario: 1 } },
      );
      if (!whole) return null;
      scenario = snapshots.keep(light._id, whole.scenario);
    }
    return { ...light, scenario };
  }

  return {
    async ensureIndexes() {
      await exercises.createIndex({ client: 1, identifierKey: 1 }, { unique: true });
      await exercises.createIndex({ facilitatorToken: 1 });
      await exercises.createIndex({ joinToken: 1 });
      await exercises.createIndex({ shortened: 1 }, { unique: true, sparse: true });
    },

    /** Throws DuplicateKeyError when the client already has this identifier. */
    insert(exercise: ExerciseDoc) {
      return exercises.insertOne(exercise);
    },
    remove(id: string) {
      snapshots.forget(id);
      return exercises.deleteOne({ _id: id });
    },
    /** The order of this exercise is complete: it leaves the journal. */
    async completeOrder(id: string): Promise<void> {
      await exercises.updateOne({ _id: id }, { $unset: { orderPending: '' } });
    },
    /** Exercises whose order never completed (after a crash). */
    listPendingOrders() {
      return exercises.find({ orderPending: true });
    },

    findById(id: string) {
      return findOneExercise({ _id: id });
    },
    /** The exercise a /facilitator/{token} link controls (facilitated only). */
    findByFacilitatorToken(token: string) {
      return findOneExercise({ facilitatorToken: token, facilitated: true });
    },
    /**
     * The facilitated exercise whose shared player link is /exercise/{token} or its short code:
     * two lookups, each on its index (nedb reads every exercise for an `$or`).
     */
    async findByJoinToken(token: string) {
      return (
        (await findOneExercise({ joinToken: token, facilitated: true })) ??
        findOneExercise({ shortened: token, facilitated: true })
      );
    },
    /** Every exercise, oldest first (the admin's lists). */
    listAll() {
      return exercises.find({}, { sort: { createdAt: 1 } });
    },
    /** Gives the exercise a short code; throws DuplicateKeyError when another has it. */
    async setShortened(id: string, shortened: string): Promise<boolean> {
      const result = await exercises.updateOne({ _id: id }, { $set: { shortened } });
      return result.matchedCount === 1;
    },
    /** Forgets every facilitator's e-mail address (hideEmailAddress). */
    /** Forgets one facilitator address, whatever its case (a data-subject request). */
    forgetFacilitatorEmail(email: string) {
      return exercises.updateMany(
        { facilitatorEmail: anyCase(email) },
        { $set: { facilitatorEmail: null } },
      );
    },
    /** Makes the removals and changes before it physical (an erasure). */
    compact() {
      return exercises.compact();
    },
    hideFacilitatorEmails() {
      return exercises.updateMany(
        { facilitatorEmail: { $ne: null } },
        { $set: { facilitatorEmail: null } },
      );
    },
    findByIdentifier(client: string, identifier: string) {
      return exercises.findOne({ client, identifierKey: identifierKey(identifier) });
    },
    /** The newest exercise with this identifier in any client (the admin's reports). */
    async findNewestByIdentifier(identifier: string): Promise<ExerciseDoc | null> {
      const found = await exercises.find(
        { identifierKey: identifierKey(identifier) },
        { sort: { createdAt: -1 }, limit: 1 },
      );
      return found[0] ?? null;
    },
    /** Exercises created since `iso` (a restart re-checks their mail jobs). */
    listCreatedSince(iso: string) {
      return exercises.find<{ _id: string }>(
        { createdAt: { $gte: iso } },
        { projection: { _id: 1 } },
      );
    },
    listByClient(client: string) {
      return exercises.find({ client }, { sort: { createdAt: 1 } });
    },

    /** Lets players in; true when this call opened it. */
    async open(id: string): Promise<boolean> {
      const result = await exercises.updateOne({ _id: id, open: false }, { $set: { open: true } });
      return result.modifiedCount === 1;
    },

    /** Starts a stopped shared clock at `now`; null when it was already started. */
    startClock(id: string, now: number) {
      return exercises.findOneAndUpdate(
        { _id: id, 'clock.startedAt': null },
        { $set: { 'clock.startedAt': now, 'clock.pausedAt': null } },
        { returnDocument: 'after' },
      );
    },
    /** Pauses a running clock; null when it was not running. */
    pauseClock(id: string, now: number) {
      return exercises.findOneAndUpdate(
        { _id: id, ...running },
        { $set: { 'clock.pausedAt': now } },
        { returnDocument: 'after' },
      );
    },
    /** Resumes a clock paused at `pausedAt`; null when another call resumed it first. */
    resumeClock(id: string, pausedAt: number, now: number) {
      return exercises.findOneAndUpdate(
        { _id: id, 'clock.pausedAt': pausedAt },
        { $set: { 'clock.pausedAt': null }, $inc: { 'clock.pausedTotalMs': now - pausedAt } },
        { returnDocument: 'after' },
      );
    },
    /** Moves a running clock forward; null when it was not running. */
    pushClock(id: string, ms: number) {
      return exercises.findOneAndUpdate(
        { _id: id, ...running },
        { $inc: { 'clock.pushedMs': ms } },
        { returnDocument: 'after' },
      );
    },
    /** Back to not started (Reset); whether players may enter stays as it was. */
    resetClock(id: string) {
      return exercises.findOneAndUpdate(
        { _id: id },
        { $set: { clock: { ...STOPPED_CLOCK } } },
        { returnDocument: 'after' },
      );
    },
  };
}
export type ExercisesRepo = ReturnType<typeof exercisesRepo>;
