/**
 * The MongoDB driver and the packages built on it, loaded on first use: a process on the
 * embedded store never loads them (about 10-15 MB of an idle process's memory, and the BSON
 * serializer's 17 MB buffer; docs/performance.md, "Start-up and idle memory").
 *
 * Loaded with `require` rather than `import()` because their first users are synchronous (the
 * configuration's check of MONGODB_URI, the job queue's backend): the driver is CommonJS, and
 * agenda's ESM backend comes through Node's require of ES modules (Node >= 20.19).
 * `core/lazyLibraries.test.ts` builds the server as production does and fails when any file
 * imports one of {@link MONGODB_LIBRARIES} other than as a type.
 */
import { createRequire } from 'node:module';
import type * as AgendaMongo from '@agendajs/mongo-backend';
import type * as SocketIoMongo from '@socket.io/mongo-adapter';
import type * as MongoDriver from 'mongodb';
import type * as ConnectionStrings from 'mongodb-connection-string-url';

const load = createRequire(import.meta.url);

let driver: typeof MongoDriver | undefined;

/** The driver (loads it on the first call). */
export function mongodb(): typeof MongoDriver {
  driver ??= load('mongodb') as typeof MongoDriver;
  return driver;
}

/**
 * The driver if something has loaded it, else undefined: an error can only be one of the
 * driver's when the driver is loaded, so checks on either engine ask this and load nothing.
 */
export function loadedMongodb(): typeof MongoDriver | undefined {
  return driver;
}

/**
 * Whether `error` is the driver's answer from the server (with `code`, when given); false
 * without loading the driver when nothing has loaded it.
 */
export function isMongoServerError(
  error: unknown,
  code?: number,
): error is MongoDriver.MongoServerError {
  const loaded = loadedMongodb();
  return (
    loaded !== undefined &&
    error instanceof loaded.MongoServerError &&
    (code === undefined || error.code === code)
  );
}

/** agenda's MongoDB backend (the job queue on MongoDB). */
export const agendaMongoBackend = () => load('@agendajs/mongo-backend') as typeof AgendaMongo;

/** socket.io's MongoDB adapter (several server processes). */
export const socketIoMongoAdapter = () => load('@socket.io/mongo-adapter') as typeof SocketIoMongo;

/** The parser the driver reads connection strings with. */
export const connectionStringParser = () =>
  (load('mongodb-connection-string-url') as typeof ConnectionStrings).default;

/** Packages that must come through this module (the test reads this list). */
export const MONGODB_LIBRARIES = [
  'mongodb',
  '@agendajs/mongo-backend',
  '@socket.io/mongo-adapter',
  'mongodb-connection-string-url',
] as const;
