import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LAZY_LIBRARIES } from './lazyLibraries';

/**
 * The compiled server (as server/build.mjs makes it: one bundle, npm packages left outside)
 * imports the lazy libraries only dynamically, so a process that never reads a sheet, a bounce
 * or a ZIP never loads them (docs/performance.md, "Start-up and idle memory").
 */
describe('the libraries loaded on first use', () => {
  it('are never imported statically by the server as it starts', async () => {
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
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    const library = (path: string) =>
      LAZY_LIBRARIES.find((name) => path === name || path.startsWith(`${name}/`));
    const staticImports = imports
      .filter((entry) => entry.kind === 'import-statement' && library(entry.path))
      .map((entry) => entry.path);
    const dynamicImports = imports
      .filter((entry) => entry.kind === 'dynamic-import' && library(entry.path))
      .map((entry) => entry.path);
    expect(staticImports).toEqual([]);
    expect([...new Set(dynamicImports)].sort()).toEqual([...LAZY_LIBRARIES].sort());
  });
});
