import { openEmbeddedStore } from './embedded';
import { openMongoStore } from './mongo';
import type { Store } from './port';

export interface StoreConfig {
  /** Set: MongoDB. Unset: the embedded engine under `dataDir`. */
  mongodbUri?: string;
  dataDir: string;
  /** Overrides the database named in the URI. */
  dbName?: string;
}

export function openStore(config: StoreConfig): Promise<Store> {
  return config.mongodbUri
    ? openMongoStore(config.mongodbUri, config.dbName)
    : openEmbeddedStore(config.dataDir);
}

export { DocumentRefusedError, DuplicateKeyError, StoreWriteError } from './port';
export type {
  Collection,
  CollectionOptions,
  Condition,
  DeleteResult,
  FieldOperators,
  Filter,
  FindOneAndUpdateOptions,
  FindOneOptions,
  FindOptions,
  IndexFields,
  IndexOptions,
  InsertManyResult,
  InsertOneResult,
  NewDoc,
  Projection,
  Sort,
  Store,
  StoreHealth,
  WriteListener,
  StoredDoc,
  Update,
  UpdateOptions,
  UpdateResult,
} from './port';
