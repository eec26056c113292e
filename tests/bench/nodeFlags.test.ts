import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverNodeFlags, startScriptFlags } from './nodeFlags';

afterEach(() => vi.unstubAllEnvs());

describe('the Node flags the bench runs the server with', () => {
  it('are npm start’s, whose small young generation keeps an idle server under 120 MB', () => {
    vi.stubEnv('BENCH_NODE_FLAGS', undefined);
    const manifest = path.resolve(import.meta.dirname, '../../server/package.json');
    expect(startScriptFlags(fs.readFileSync(manifest, 'utf8'))).toContain(
      '--max-semi-space-size=4',
    );
    expect(serverNodeFlags()).toContain('--max-semi-space-size=4');
  });

  it('are BENCH_NODE_FLAGS when set, to compare two settings', () => {
    vi.stubEnv('BENCH_NODE_FLAGS', '');
    expect(serverNodeFlags()).toEqual([]);
    vi.stubEnv('BENCH_NODE_FLAGS', '--max-semi-space-size=16 --trace-gc');
    expect(serverNodeFlags()).toEqual(['--max-semi-space-size=16', '--trace-gc']);
  });
});
