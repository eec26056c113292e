import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, sourceFiles } from './importGraph';

/**
 * No two files of the server import each other, directly or around a ring, type-only imports
 * included (docs/ARCHITECTURE.md, "Server layers"): what both need moves down into a file of
 * its own. tests/lint/boundaries.test.ts shows this check refusing a cycle.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server/src');

describe('the server import graph', () => {
  it('has no cycle', () => {
    const cycles = importCycles(sourceFiles(SERVER)).map((cycle) =>
      cycle.map((file) => path.relative(SERVER, file)),
    );
    expect(cycles).toEqual([]);
  });
});
