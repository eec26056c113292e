import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, tried on one-line sources: each line is linted
 * as if it were a file at the given path, with only the boundary rule on (no type info).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: new URL('../..', import.meta.url).pathname,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
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
});
