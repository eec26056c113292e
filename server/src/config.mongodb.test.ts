import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { mongoDatabase, mongoStoreFor } from './store/mongo';

/**
 * The MongoDB URIs a deployment uses, as the driver reads them: each is accepted, names one
 * database for everything, and gives a client that signs in where the URI says. Nothing here
 * connects (no MongoDB server is needed); the driver connects at start.
 */
function started(env: Record<string, string>) {
  const config = loadConfig(env);
  const store = mongoStoreFor(config.MONGODB_URI ?? '', config.MONGODB_DB);
  const { options } = store.client;
  return {
    database: config.MONGODB_DB,
    storeDatabase: mongoDatabase(store)?.databaseName,
    hosts: options.hosts.map(String),
    authSource: options.credentials?.source,
    replicaSet: options.replicaSet,
  };
}

describe('MONGODB_URI', () => {
  it('takes a replica set of several hosts with ports, in database dojo when the URI names none', () => {
    expect(
      started({ MONGODB_URI: 'mongodb://h1:27017,h2:27017,h3:27017/?replicaSet=rs0' }),
    ).toEqual({
      database: 'dojo',
      storeDatabase: 'dojo',
      hosts: ['h1:27017', 'h2:27017', 'h3:27017'],
      authSource: undefined,
      replicaSet: 'rs0',
    });
  });

  it('signs in against admin with credentials kept there, and keeps the data in dojo', () => {
    expect(
      started({
        MONGODB_URI: 'mongodb://dojo:s3cret@h1:27017,h2:27018/?authSource=admin&replicaSet=rs0',
      }),
    ).toMatchObject({ database: 'dojo', storeDatabase: 'dojo', authSource: 'admin' });
    // No authSource and no database: the driver signs in against admin too.
    expect(started({ MONGODB_URI: 'mongodb://dojo:s3cret@h1/' })).toMatchObject({
      database: 'dojo',
      authSource: 'admin',
    });
  });

  it('uses the database the URI names, or MONGODB_DB over it', () => {
    expect(started({ MONGODB_URI: 'mongodb://h1:27017/training' })).toMatchObject({
      database: 'training',
      storeDatabase: 'training',
    });
    expect(
      started({ MONGODB_URI: 'mongodb://u:p@h1/training', MONGODB_DB: 'dojo_prod' }),
    ).toMatchObject({ database: 'dojo_prod', storeDatabase: 'dojo_prod', authSource: 'training' });
  });

  it('takes mongodb+srv and IPv6 hosts', () => {
    expect(
      started({
        MONGODB_URI: 'mongodb+srv://u:p@cluster0.example.net/?retryWrites=true&w=majority',
      }),
    ).toMatchObject({ database: 'dojo', hosts: [] });
    expect(started({ MONGODB_URI: 'mongodb://[::1]:27017,h2/?replicaSet=rs0' })).toMatchObject({
      hosts: ['[::1]:27017', 'h2:27017'],
    });
  });

  it.each([
    ['http://h1:27017/dojo', 'Invalid scheme'],
    ['mongodb://h1,h2/?directConnection=true', 'directConnection option requires exactly one host'],
    ['mongodb://h1/?notAnOption=1', 'option notanoption is not supported'],
  ])('refuses %s with the driver’s reason', (uri, reason) => {
    const error = (() => {
      try {
        loadConfig({ MONGODB_URI: uri });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.join('\n')).toContain(
      `MONGODB_URI: MONGODB_URI is not a MongoDB URI:`,
    );
    expect((error as ConfigError).issues.join('\n')).toContain(reason);
  });

  it('leaves MONGODB_DB alone on the embedded store', () => {
    expect(loadConfig({}).MONGODB_DB).toBeUndefined();
  });
});
