import { z } from 'zod';
import { call } from '../core/call';
import { NameText } from '../core/bounds';
import { Status, Token } from '../core/status';
import { LearningRecordStore, LrsEndpoint, LrsKey, LrsSecret } from './learningRecords';

/** The client owner names nothing (its own client); the admin names the client. */
const ClientScope = { token: Token, client: NameText.optional() };

/** Ours: the client's learning record store and its delivery state, or null when none. */
export const getLearningRecordStore = call(
  'POST',
  '/api/getLearningRecordStore',
  z.object(ClientScope),
  z.object({ store: LearningRecordStore.nullable() }),
  { note: 'Ours: the secret shows as its last 4 characters.' },
);

/** Ours: sets the endpoint and credentials; no secret keeps the stored one. */
export const setLearningRecordStore = call(
  'POST',
  '/api/setLearningRecordStore',
  z.object({
    ...ClientScope,
    endpoint: LrsEndpoint,
    username: LrsKey,
    secret: LrsSecret.optional(),
  }),
  LearningRecordStore,
  { note: 'Ours: statements from now on go to this store (docs/integrations.md).' },
);

export const deleteLearningRecordStore = call(
  'POST',
  '/api/deleteLearningRecordStore',
  z.object(ClientScope),
  Status,
  { note: 'Ours: removes the store, its credentials and the statements not sent yet.' },
);
