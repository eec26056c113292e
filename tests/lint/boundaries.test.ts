import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from './importGraph';

/**
 * The import boundaries of eslint.config.js, tried on one-line sources: each line is linted
 * as if it were a file at the given path, with only the boundary rule on (no type info).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: new URL('../..', import.meta.url).pathname,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) =>
      ruleId === 'no-restricted-imports' || ruleId === 'layers/no-upward-import',
  });
});

async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the import boundaries', () => {
  it('let protocol import only zod', async () => {
    expect(await refusals('protocol/src/x.ts', "import { z } from 'zod';")).toEqual([]);
    const [refusal] = await refusals('protocol/src/x.ts', "import express from 'express';");
    expect(refusal).toContain('protocol imports only zod.');
  });

  it('let the scheduler import only protocol', async () => {
    expect(await refusals('scheduler/src/x.ts', "import '@dojo/protocol';")).toEqual([]);
    expect(await refusals('scheduler/src/x.ts', "import 'zod';")).toHaveLength(1);
    expect(await refusals('scheduler/src/x.ts', "import '../../server/src/app';")).not.toEqual([]);
  });

  it('keep the server out of the web app', async () => {
    const [refusal] = await refusals('web/src/x.ts', "import '../../server/src/errors';");
    expect(refusal).toContain('never imports the server');
  });

  it('keep test kits out of production code, and let tests use them', async () => {
    const kit = "import { startTestServer } from '../testing/testServer';";
    const [refusal] = await refusals('server/src/app/x.ts', kit);
    expect(refusal).toContain('never imports a test kit');
    expect(await refusals('server/src/app/x.test.ts', kit)).toEqual([]);
  });

  it('keep the server demo data out of scheduler tests', async () => {
    const demo = "import '../../../server/src/demo/seed';";
    expect(await refusals('scheduler/src/engine/x.test.ts', demo)).not.toEqual([]);
  });

  it('let a server layer import its own and lower layers, never a higher one', async () => {
    // store < core < http < realtime < features < compose < main (docs/ARCHITECTURE.md)
    const allowed: [string, string][] = [
      ['server/src/features/reports/x.ts', "import '../../core/clock';"],
      ['server/src/features/reports/x.ts', "import '../player/playerGame';"],
      ['server/src/features/reports/x.ts', "import '../context';"],
      ['server/src/realtime/x.ts', "import '../http/origins';"],
      ['server/src/server.ts', "import { createApp } from './app';"],
      ['server/src/app/x.ts', "import '../features/reports/reports.feature';"],
      ['server/src/server.ts', "import { compose } from './app/compose';"],
      ['server/src/x.ts', "import '@dojo/protocol';"],
    ];
    for (const [path, source] of allowed) expect(await refusals(path, source)).toEqual([]);
    const upward: [string, string][] = [
      ['server/src/store/x.ts', "import '../errors';"],
      ['server/src/core/x.ts', "import '../http/bind';"],
      ['server/src/http/x.ts', "import { compose } from '../app/compose';"],
      ['server/src/realtime/x.ts', "import type { AppContext } from '../features/context';"],
      ['server/src/features/player/runner/x.ts', "export * from '../../../app/compose';"],
      ['server/src/demo/x.ts', "await import('../server');"],
      ['server/src/core/x.ts', "export type Io = typeof import('../realtime/socketServer');"],
      ['server/src/store/x.ts', "import logger = require('../logger');"],
      ['server/src/app/x.ts', "import '../main';"],
    ];
    for (const [path, source] of upward) {
      const [refusal] = await refusals(path, source);
      expect(refusal, `${path}: ${source}`).toContain('A lower server layer never imports');
    }
  });

  it('refuse two server files that import each other, type-only imports too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-cycle-'));
    const write = (name: string, source: string) => {
      fs.writeFileSync(path.join(dir, name), `${source}\nexport const ${name[0]} = 1;\n`);
      return path.join(dir, name);
    };
    try {
      const a = write('a.ts', "import type { b } from './b';");
      const b = write('b.ts', "import { c } from './c';");
      const c = write('c.ts', "export type { a } from './a';");
      const d = write('d.ts', "import { a } from './a';");
      expect(importCycles([a, b, c, d])).toEqual([[a, b, c]]);
      expect(importCycles([a, b, d])).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('let a server test reach any layer', async () => {
    expect(await refusals('server/src/store/x.test.ts', "import '../app/compose';")).toEqual([]);
  });

  it('place every server folder in a layer', async () => {
    const [refusal] = await refusals('server/src/features/x.ts', "import '../newFolder/y';");
    expect(refusal).toContain('server/src/newFolder is in no server layer');
  });
});
