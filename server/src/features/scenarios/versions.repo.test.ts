import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../store';
import { VERSIONS_KEPT, versionsRepo, type VersionsRepo } from './versions.repo';

let store: Store;
let versions: VersionsRepo;
beforeAll(async () => {
  store = await openStore({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-versions-')) });
  versions = versionsRepo(store);
  await versions.ensureIndexes();
});
afterAll(async () => {
  await store.close();
});

const section = { fileName: 'busy', scenario: [] };
const meta = (n: number) => ({
  savedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  savedBy: 'author',
});

describe('versions', () => {
  it(`keeps the newest ${VERSIONS_KEPT} versions of a name and prunes older ones`, async () => {
    for (let n = 1; n <= VERSIONS_KEPT + 2; n += 1)
      await versions.add('sections', 'busy', section, meta(n));
    const list = await versions.list('sections', 'busy');
    expect(list).toHaveLength(VERSIONS_KEPT);
    expect(list[0]?.filename).toBe(`busy-v${VERSIONS_KEPT + 2}`);
    expect(list.at(-1)?.filename).toBe('busy-v3');
    expect(await versions.find('sections', 'busy-v2')).toBeNull();
  });

  it('numbers saves made at the same moment apart', async () => {
    const names = await Promise.all(
      [1, 2, 3].map(() =>
        versions.add('scenarios', 'race', { ...section, fileName: 'race' }, meta(0)),
      ),
    );
    expect(new Set(names)).toEqual(new Set(['race-v1', 'race-v2', 'race-v3']));
  });
});
