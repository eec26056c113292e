import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './importGraph';

/**
 * Every package a workspace imports is declared (docs/ARCHITECTURE.md, "Declared
 * dependencies"): what a workspace ships (its `src/` but tests and test kits) comes from that
 * workspace's `dependencies`; its tests, test kits, build and config files may also use its
 * `devDependencies` and the root's `devDependencies` (the one tool chain: vitest, eslint,
 * vite, playwright, the test servers and clients). The root's own files use the root's.
 * Type-only imports count: the code leans on that package's shapes.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKSPACES = ['protocol', 'scheduler', 'server', 'web', 'tests'];
const ROOT_FILES = ['eslint.config.js', 'vitest.config.ts'];
const TEST = /\.test(-d)?\.tsx?$|(^|\/)testing\//;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = (dir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const names = (...lists: (Record<string, string> | undefined)[]) =>
  new Set(lists.flatMap((list) => Object.keys(list ?? {})));

/** The package a bare specifier names ('react-dom/client' -> 'react-dom'), else undefined. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  if (builtinModules.includes(name)) return;
  return name;
}

/** Who may be imported by a file of a workspace (`dir`, '' for the root), by its kind. */
export function allowedFor(dir: string, relativeFile: string): Set<string> {
  const root = manifest('');
  if (dir === '') return names(root.devDependencies);
  const own = manifest(dir);
  const ships = dir !== 'tests' && relativeFile.startsWith('src/') && !TEST.test(relativeFile);
  return ships
    ? names(own.dependencies, own.peerDependencies)
    : names(own.dependencies, own.peerDependencies, own.devDependencies, root.devDependencies);
}

/** "file:line package" for each import of a package the file's workspace does not declare. */
export function undeclared(files: { dir: string; file: string; text?: string }[]): string[] {
  const found: string[] = [];
  for (const { dir, file, text } of files) {
    const relativeFile = path.relative(path.join(ROOT, dir), file).split(path.sep).join('/');
    const allowed = allowedFor(dir, relativeFile);
    for (const { specifier, line } of importsOf(file, text ?? fs.readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (name !== undefined && !allowed.has(name))
        found.push(`${path.relative(ROOT, file)}:${line} ${name}`);
    }
  }
  return found;
}

describe('the packages each workspace imports', () => {
  it('are declared in its package.json (tests and tooling: or the root devDependencies)', () => {
    const files = [
      ...WORKSPACES.flatMap((dir) =>
        sourceFiles(path.join(ROOT, dir)).map((file) => ({ dir, file })),
      ),
      ...ROOT_FILES.map((name) => ({ dir: '', file: path.join(ROOT, name) })),
    ];
    expect(undeclared(files)).toEqual([]);
  });

  it('refuse a server source importing a package only the root declares, or none does', () => {
    const file = path.join(ROOT, 'server/src/http/x.ts');
    const text = [
      "import express from 'express';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import { x } from './y';",
      "import type { WebSocket } from 'ws';",
      "import { expect } from 'vitest';",
      "const late = await import('left-pad/index.js');",
    ].join('\n');
    expect(undeclared([{ dir: 'server', file, text }])).toEqual([
      'server/src/http/x.ts:6 vitest',
      'server/src/http/x.ts:7 left-pad',
    ]);
    const test = path.join(ROOT, 'server/src/http/x.test.ts');
    expect(undeclared([{ dir: 'server', file: test, text }])).toEqual([
      'server/src/http/x.test.ts:7 left-pad',
    ]);
  });

  it('name a package by its scope and name', () => {
    expect(
      [
        'react-dom/client',
        '@lexical/react/LexicalComposer',
        'node:fs',
        'fs/promises',
        './a',
        'virtual:x',
      ].map(packageOf),
    ).toEqual(['react-dom', '@lexical/react', undefined, undefined, undefined, undefined]);
  });
});
