import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { MONGODB_LIBRARIES } from '../store/mongoDriver';
import { LAZY_LIBRARIES } from './lazyLibraries';

/** What the production bundle of main.ts imports, as esbuild's metafile records it. */
async function bundleImports() {
  const result = await build({
    entryPoints: [new URL('../main.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
    outdir: '/tmp/dojo-lazy-check',
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.imports);
}

const named = (list: readonly string[]) => (path: string) =>
  list.find((name) => path === name || path.startsWith(`${name}/`));

/**
 * The compiled server (as server/build.mjs makes it: one bundle, npm packages left outside)
 * imports the lazy libraries only dynamically, so a process that never reads a sheet, a bounce
 * or a ZIP never loads them, and one on the embedded store never loads the MongoDB driver (docs/performance.md, "Start-up and idle memory").
 */
describe('the libraries loaded on first use', () => {
  it('are never imported statically by the server as it starts', async () => {
    const imports = await bundleImports();
    const library = named(LAZY_LIBRARIES);
    const staticImports = imports
      .filter((entry) => entry.kind === 'import-statement' && library(entry.path))
      .map((entry) => entry.path);
    const dynamicImports = imports
      .filter((entry) => entry.kind === 'dynamic-import' && library(entry.path))
      .map((entry) => library(entry.path));
    expect(staticImports).toEqual([]);
    expect([...new Set(dynamicImports)].sort()).toEqual([...LAZY_LIBRARIES].sort());
  });

  it('leave the MongoDB driver unloaded on the embedded store (loaded by store/mongoDriver.ts)', async () => {
    const imports = await bundleImports();
    const mongo = named([...MONGODB_LIBRARIES, 'bson']);
    // Any import of them, static or dynamic: the driver comes through `require` on first use.
    expect(imports.filter((entry) => mongo(entry.path)).map((entry) => entry.path)).toEqual([]);
  });
});
