import { describe, expect, it } from 'vitest';

describe('csp', () => {
  it("switches zod's JIT off before zod loads, without importing zod", async () => {
    await import('./csp');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
