import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_STORE, storeEnv } from './testServer';

afterEach(() => vi.unstubAllEnvs());

describe("a test server's store", () => {
  it('is the embedded one when the run sets no MONGODB_URI', () => {
    vi.stubEnv('MONGODB_URI', '');
    expect(storeEnv({}, '/tmp/dojo-test-abc')).toEqual({});
  });

  it('is MongoDB under MONGODB_URI, in a database named after the data dir', () => {
    vi.stubEnv('MONGODB_URI', 'mongodb://db.test:27017/?replicaSet=rs0');
    expect(storeEnv({}, '/tmp/dojo-test-Ab1.x')).toEqual({
      MONGODB_URI: 'mongodb://db.test:27017/?replicaSet=rs0',
      MONGODB_DB: 'dojo_test_dojo_test_Ab1_x',
    });
  });

  it("leaves the test's own choice alone (EMBEDDED_STORE keeps nedb)", () => {
    vi.stubEnv('MONGODB_URI', 'mongodb://db.test:27017');
    expect(storeEnv({ ...EMBEDDED_STORE }, '/tmp/dojo-test-abc')).toEqual({});
  });
});
