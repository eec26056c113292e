import { afterEach, describe, expect, it, vi } from 'vitest';
import { missing, type Need } from './preflight';

afterEach(() => vi.unstubAllEnvs());

describe('the bench preflight', () => {
  it('names a missing Chromium before the browser module runs', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
    expect(await missing(['browser'])).toContain(
      'no Chromium at /nowhere/chromium: apt-get install chromium (or set CHROMIUM_PATH)',
    );
  });

  it('asks only what the chosen modules need', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
    expect((await missing(['delivery'])).join('\n')).not.toContain('Chromium');
  });

  it('checks every need without a module list for every module', async () => {
    const needs: Need[] = [
      { check: () => 'no loopback' },
      { modules: ['store'], check: () => 'no disk' },
    ];
    expect(await missing(['polling'], needs)).toEqual(['no loopback']);
    expect(await missing(['store'], needs)).toEqual(['no loopback', 'no disk']);
  });
});
