import { describe, expect, it } from 'vitest';
import { StartupWork } from './startup';

describe('StartupWork', () => {
  it('names work until it finishes, and keeps work that failed', async () => {
    const startup = new StartupWork();
    let finish: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const failing = Promise.reject(new Error('no'));
    startup.track('mail and jobs', running);
    startup.track('broken', failing);
    await failing.catch(() => undefined);
    expect(startup.unfinished()).toEqual(['mail and jobs (running)', 'broken (failed)']);
    finish();
    await running;
    expect(startup.unfinished()).toEqual(['broken (failed)']);
  });
});
