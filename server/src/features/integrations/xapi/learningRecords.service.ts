import type { LearningRecordStore, Status } from '@dojo/protocol';
import { AppError } from '../../../errors';
import type { Principal } from '../../../core/principal';
import { literalTargetRefusal } from '../outbound';
import { secretHint, type ClientScope, type ClientOf } from '../webhooks.service';
import type { LearningRecordsRepo, LrsDoc } from './learningRecords.repo';

const NO_STORE = 'This client has no learning record store yet: give its secret too.';

/** A client's learning record store: set, shown with its delivery state, removed. */
export function learningRecordsService(deps: {
  repo: LearningRecordsRepo;
  clientOf: ClientOf;
  now: () => number;
  allowPrivate: boolean;
}) {
  const { repo, clientOf, now, allowPrivate } = deps;

  async function present(doc: LrsDoc): Promise<LearningRecordStore> {
    return {
      client: doc._id,
      endpoint: doc.endpoint,
      username: doc.username,
      secretHint: secretHint(doc.secret),
      updatedAt: doc.updatedAt,
      ...(await repo.summary(doc._id)),
    };
  }

  return {
    async get(principal: Principal, scope: ClientScope) {
      const doc = await repo.findStore(await clientOf(principal, scope));
      return { store: doc ? await present(doc) : null };
    },

    async set(
      principal: Principal,
      input: ClientScope & { endpoint: string; username: string; secret?: string | undefined },
    ): Promise<LearningRecordStore> {
      const client = await clientOf(principal, input);
      const refusal = literalTargetRefusal(input.endpoint, allowPrivate);
      if (refusal) throw new AppError('private_target', refusal);
      const known = await repo.findStore(client);
      const secret = input.secret ?? known?.secret;
      if (!secret) throw new AppError('lrs_secret_missing', NO_STORE);
      const doc: LrsDoc = {
        _id: client,
        endpoint: input.endpoint,
        username: input.username,
        secret,
        updatedAt: new Date(now()).toISOString(),
        updatedBy: principal.user,
      };
      await repo.saveStore(doc);
      return present(doc);
    },

    async remove(principal: Principal, scope: ClientScope): Promise<Status> {
      // Idempotent: the end state (no store) is what was asked for.
      const removed = await repo.removeStore(await clientOf(principal, scope));
      const data = removed
        ? 'The learning record store was removed.'
        : 'This client has no learning record store.';
      return { type: 'success', data };
    },
  };
}
export type LearningRecordsService = ReturnType<typeof learningRecordsService>;
