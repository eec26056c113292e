import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the web app but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('buttons', () => {
  it('have a look of their own: a bare .btn (no background, no border) reads as disabled', () => {
    const root = join(import.meta.dirname, '..', '..');
    const bare = sources(root).filter((file) =>
      /className="btn"|className=\{?'btn'\}?/.test(readFileSync(file, 'utf8')),
    );
    expect(bare.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
