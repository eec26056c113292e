import type { Language, TimeSetting, TimeSettingPeriod } from '@dojo/protocol';
import type { GameClock } from '@dojo/scheduler';
import { anyCase } from '../../store/anyCase';
import { newId } from '../../store/ids';
import { DuplicateKeyError, type Store } from '../../store';
import type { ExerciseDoc, PlayerDoc } from './exercise.docs';
import { newLinkToken } from './tokens';

/** Above this many ids, `listByIds` reads the exercise's players and picks them. */
const MANY_IDS = 100;

/** A player's progress as it is before the first entry (what Reset goes back to). */
export function freshProgress(): Pick<PlayerDoc, 'finishedAt' | 'notes' | 'drafts' | 'reads'> {
  return { finishedAt: null, notes: '', drafts: {}, reads: {} };
}

/** Event ids become field names under `drafts`/`reads`: keep them free of path characters. */
function eventKey(eventId: string): string {
  return encodeURIComponent(eventId).replace(/\./g, '%2E');
}

/** A new player of an exercise, before any entry. */
export function newPlayer(
  exercise: Pick<ExerciseDoc, '_id' | 'expiresAt'>,
  player: Pick<PlayerDoc, 'user' | 'email' | 'alias' | 'team' | 'linkToken' | 'timeSetting'> & {
    language?: Language | undefined;
  },
): PlayerDoc {
  const { language, ...who } = player;
  return {
    _id: newId(),
    exerciseId: exercise._id,
    ...who,
    // Only a named language is stored: absent means "the order's, else the browser's".
    ...(language ? { language } : {}),
    clock: null,
    ndaAgreedAt: null,
    expiresAt: exercise.expiresAt,
    ...freshProgress(),
  };
}

/**
 * The only place that touches the `players` collection. A player is unique per exercise by
 * `user` (an e-mail, a participant id or a facilitated alias) and everywhere by link token.
 */
export function playersRepo(store: Store) {
  const players = store.collection<PlayerDoc>('players');

  return {
    async ensureIndexes() {
      await players.createIndex({ linkToken: 1 }, { unique: true });
      await players.createIndex({ exerciseId: 1, user: 1 }, { unique: true });
      await players.createIndex({ email: 1 });
      // An exercise's players (count at each join, list, remove): the compound index above
      // serves it on MongoDB, but nedb uses an index only for a query on all its fields.
      await players.createIndex({ exerciseId: 1 });
      // Whether anyone is still playing, asked at every finish (`hasUnfinished`): the count
      // reads the exercise's unfinished players only, not all of them.
      await players.createIndex({ exerciseId: 1, finishedAt: 1 });
    },

    /** Throws DuplicateKeyError on a clashing link token or a user already in the exercise. */
    insertMany(docs: readonly PlayerDoc[]) {
      return players.insertMany(docs);
    },
    insert(doc: PlayerDoc) {
      return players.insertOne(doc);
    },
    removeByExercise(exerciseId: string) {
      return players.deleteMany({ exerciseId });
    },
    /** The players stored under an address, whatever its case (a data-subject request). */
    listByEmail(email: string) {
      return players.find({ email: anyCase(email) });
    },
    removeByIds(ids: readonly string[]) {
      return players.deleteMany({ _id: { $in: ids } });
    },
    /** Makes the removals and changes before it physical (an erasure). */
    compact() {
      return players.compact();
    },

    /**
     * A facilitated player entering through the shared link with the alias and team they
     * chose (the alias form has checked both). The alias is the player: entering again with
     * it, from any browser, continues as the same player in the team they are in now.
     */
    async createFacilitatedPlayer(
      exercise: ExerciseDoc,
      alias: string,
      team: string,
      deviceSecretHash: string | null = null,
      language?: Language,
    ): Promise<PlayerDoc> {
      const user = alias.trim().toLowerCase();
      const existing = await players.findOne({ exerciseId: exercise._id, user });
      if (existing) return existing;
      const seed = { user, email: null, alias: user, team, linkToken: newLinkToken() };
      const doc: PlayerDoc = {
        ...newPlayer(exercise, { ...seed, ...(language === undefined ? {} : { language }) }),
        deviceSecretHash,
      };
      try {
        await players.insertOne(doc);
        return doc;
      } catch (error) {
        // Two browsers chose the same alias at once: both continue as the one stored.
        const winner =
          error instanceof DuplicateKeyError
            ? await players.findOne({ exerciseId: exercise._id, user })
            : null;
        if (winner) return winner;
        throw error;
      }
    },

    findById(id: string) {
      return players.findOne({ _id: id });
    },
    countByExercise(exerciseId: string) {
      return players.countDocuments({ exerciseId });
    },
    /**
     * Whether a player of the exercise has not finished yet, asked at every finish (the results
     * mail, the webhooks). Answered from the index `exerciseId,finishedAt`: the engines read
     * the exercise's unfinished players only. It once matched every player of the exercise at
     * each finish (10,000 at 10,000 players, twice; docs/performance.md, "Issue 36").
     */
    async hasUnfinished(exerciseId: string): Promise<boolean> {
      return (await players.countDocuments({ exerciseId, finishedAt: null })) > 0;
    },
    /** The facilitator's approval: the alias's next join, from any device, claims it. */
    releaseDevice(id: string) {
      return players.updateOne({ _id: id }, { $set: { deviceSecretHash: null } });
    },
    /** Gives an alias without a device secret (never issued, or released) a new one, once. */
    claimDevice(id: string, deviceSecretHash: string) {
      return players.findOneAndUpdate(
        { _id: id, $or: [{ deviceSecretHash: null }, { deviceSecretHash: { $exists: false } }] },
        { $set: { deviceSecretHash } },
        { returnDocument: 'after' },
      );
    },
    /** The player behind a /exercise/{token} link. */
    findByLinkToken(token: string) {
      return players.findOne({ linkToken: token });
    },
    findByUser(exerciseId: string, user: string) {
      return players.findOne({ exerciseId, user });
    },
    /** These players of one exercise (ids of other exercises are ignored). */
    /**
     * These players of one exercise. Many at once (a start for everyone) are read as the
     * exercise's players and picked here: a long `$in` costs the embedded store a scan of the
     * list for every player (docs/performance.md, "Fan-out, session 8").
     */
    async listByIds(exerciseId: string, ids: readonly string[]) {
      if (ids.length <= MANY_IDS) return players.find({ exerciseId, _id: { $in: [...ids] } });
      const wanted = new Set(ids);
      return (await players.find({ exerciseId })).filter((player) => wanted.has(player._id));
    },
    listByExercise(exerciseId: string) {
      return players.find({ exerciseId }, { sort: { user: 1 } });
    },
    /** Every player of these exercises (a client's learners, its dashboard). */
    listByExercises(exerciseIds: readonly string[]) {
      return players.find({ exerciseId: { $in: exerciseIds } }, { sort: { user: 1 } });
    },

    /**
     * A live time-setting change (docs/extra-time.md), applied only if nobody changed the
     * setting since `seen` was read (two consoles at once: the second reads again and builds
     * on the first). Null when the player changed meanwhile or is gone.
     */
    setTimeSetting(
      seen: Pick<PlayerDoc, '_id' | 'timeSettingVersion'>,
      timeSetting: TimeSetting,
      timeSettingPeriods: TimeSettingPeriod[],
    ) {
      const version = seen.timeSettingVersion ?? 0;
      const unchanged =
        version === 0
          ? { $or: [{ timeSettingVersion: { $exists: false } }, { timeSettingVersion: 0 }] }
          : { timeSettingVersion: version };
      return players.findOneAndUpdate(
        { _id: seen._id, finishedAt: null, ...unchanged },
        { $set: { timeSetting, timeSettingPeriods, timeSettingVersion: version + 1 } },
        { returnDocument: 'after' },
      );
    },
    setTeam(id: string, team: string | null) {
      return players.findOneAndUpdate({ _id: id }, { $set: { team } }, { returnDocument: 'after' });
    },
    /** Automated: starts the player's own clock at the first entry (never restarts it). */
    startClock(id: string, clock: GameClock) {
      return players.findOneAndUpdate(
        { _id: id, clock: null },
        { $set: { clock } },
        { returnDocument: 'after' },
      );
    },
    setClock(id: string, clock: GameClock) {
      return players.updateOne({ _id: id }, { $set: { clock } });
    },
    /** The player's own language choice (docs/languages.md); the last choice stands. */
    setLanguage(id: string, language: Language) {
      return players.updateOne({ _id: id }, { $set: { language } });
    },
    agreeNda(id: string, at: string) {
      return players.updateOne({ _id: id, ndaAgreedAt: null }, { $set: { ndaAgreedAt: at } });
    },
    finish(id: string, at: string) {
      return players.updateOne({ _id: id, finishedAt: null }, { $set: { finishedAt: at } });
    },
    setNotes(id: string, notes: string) {
      return players.updateOne({ _id: id }, { $set: { notes } });
    },
    setDraft(id: string, eventId: string, draft: string) {
      return players.updateOne({ _id: id }, { $set: { [`drafts.${eventKey(eventId)}`]: draft } });
    },
    /** The draft of one event, '' when none was saved. */
    draftOf(player: PlayerDoc, eventId: string): string {
      return player.drafts[eventKey(eventId)] ?? '';
    },
    /** Records the first read of an event; a later read keeps the first time. */
    markRead(id: string, eventId: string, at: number) {
      const field = `reads.${eventKey(eventId)}`;
      return players.updateOne({ _id: id, [field]: { $exists: false } }, { $set: { [field]: at } });
    },
    readAtOf(player: PlayerDoc, eventId: string): number | undefined {
      return player.reads[eventKey(eventId)];
    },
    /** Players whose e-mail address is still stored (hideEmailAddress). */
    listWithEmail() {
      return players.find({ email: { $ne: null } });
    },
    /** Forgets a player's address, if it is still `email`; `pseudonym` replaces it as the user. */
    hideEmail(id: string, email: string, pseudonym: string) {
      return players.updateOne({ _id: id, email }, { $set: { email: null, user: pseudonym } });
    },
    setExpiry(id: string, expiresAt: string) {
      return players.updateOne({ _id: id }, { $set: { expiresAt } });
    },
    /** Moves the expiry to `until` if it is still `from`; true when this call moved it. */
    async moveExpiry(id: string, from: PlayerDoc['expiresAt'], until: string): Promise<boolean> {
      const moved = await players.updateOne(
        { _id: id, expiresAt: from },
        { $set: { expiresAt: until } },
      );
      return moved.modifiedCount === 1;
    },

    /**
     * Reset: every player of the exercise starts over (answers, drafts, notes, reads, finish,
     * their own clock), keeping who they are, their team and their NDA agreement.
     */
    resetProgress(exerciseId: string) {
      return players.updateMany({ exerciseId }, { $set: { ...freshProgress(), clock: null } });
    },
  };
}
export type PlayersRepo = ReturnType<typeof playersRepo>;
