import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './importGraph';

/**
 * A library's private parts are read in one adapter, beside the test that pins them and with
 * the library's version pinned exactly (docs/ARCHITECTURE.md, "Declared dependencies"): no
 * other server source names them (comments aside) or imports the library's own files.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ADAPTERS: { adapter: string; names: string[]; files: string[] }[] = [
  {
    adapter: 'server/src/realtime/wsFrames.ts',
    names: ['_sender', '_extensions', '_state', '_receiver', '_socket'],
    files: ['ws/lib/', 'engine.io/build/'],
  },
  {
    adapter: 'server/src/store/nedbInternals.ts',
    names: [
      '_insertInCache',
      '_addToIndexes',
      '_removeFromIndexes',
      '_updateIndexes',
      '_getRawCandidates',
      'persistNewStateAsync',
      'pushAsync',
    ],
    files: ['@seald-io/nedb/lib/'],
  },
];
const TEST = /\.test(-d)?\.ts$|\/testing\//;

/** "file:line what" for each private part named outside its adapter. */
export function outsideAdapters(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const relative = path.relative(ROOT, file);
    const others = ADAPTERS.filter(({ adapter }) => adapter !== relative);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineOf = (node: ts.Node) =>
      source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && others.some(({ names }) => names.includes(node.text)))
        found.push(`${relative}:${lineOf(node)} ${node.text}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const { specifier, line } of importsOf(file, text))
      if (others.some(({ files: own }) => own.some((prefix) => specifier.startsWith(prefix))))
        found.push(`${relative}:${line} ${specifier}`);
  }
  return found;
}

describe('the libraries’ private parts the server reads', () => {
  it('are named only in their adapters', () => {
    const files = sourceFiles(path.join(ROOT, 'server/src'))
      .filter((file) => !TEST.test(file))
      .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    expect(outsideAdapters(files)).toEqual([]);
  });

  it('refuse a private part named elsewhere, and let the adapter name its own', () => {
    const text = [
      '// nedb runs this in its executor and pushAsync (a comment is fine)',
      "import { serialize } from '@seald-io/nedb/lib/model.js';",
      'const sender = (socket as unknown as { _sender: unknown })._sender;',
    ].join('\n');
    expect(outsideAdapters([{ file: path.join(ROOT, 'server/src/store/x.ts'), text }])).toEqual([
      'server/src/store/x.ts:3 _sender',
      'server/src/store/x.ts:3 _sender',
      'server/src/store/x.ts:2 @seald-io/nedb/lib/model.js',
    ]);
    const adapter = path.join(ROOT, 'server/src/store/nedbInternals.ts');
    expect(outsideAdapters([{ file: adapter, text }])).toEqual([
      'server/src/store/nedbInternals.ts:3 _sender',
      'server/src/store/nedbInternals.ts:3 _sender',
    ]);
  });
});
