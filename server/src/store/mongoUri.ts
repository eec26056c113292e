import { connectionStringParser, mongodb } from './mongoDriver';

/** The database when neither MONGODB_DB nor the URI names one (README, "Configuration"). */
export const DEFAULT_DATABASE = 'dojo';

/**
 * Reads a MongoDB URI as the driver will: every form the driver takes passes (several hosts
 * with ports, `mongodb+srv://`, any option it knows), and anything else throws the driver's
 * own message. Answers the database the URI names, if any. Nothing connects.
 */
export function readMongoUri(uri: string): { database: string | undefined } {
  // The driver's own reading, options included; the client is dropped unconnected.
  void new (mongodb().MongoClient)(uri);
  // The parser the driver reads hosts and path with: the path is the database.
  const named = decodeURIComponent(new (connectionStringParser())(uri).pathname.replace(/^\//, ''));
  return { database: named === '' ? undefined : named };
}

/**
 * The one database of a deployment (the store, GridFS media, the socket.io adapter's
 * collection, the job queue): `explicit` (MONGODB_DB), else the URI's, else `dojo`. The URI's
 * credentials sign in as the URI says (its `authSource`), whatever the database.
 */
export function databaseName(uri: string, explicit?: string): string {
  return explicit ?? readMongoUri(uri).database ?? DEFAULT_DATABASE;
}
