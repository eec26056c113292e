import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const secret = new TextEncoder().encode('a test secret of enough length for HS256 signing');

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('verifying tokens', () => {
  it('checks a token’s signature once, then knows it', async () => {
    const signer = new TokenService(secret, 1);
    const token = await signer.sign({ sub: 'ann', kind: 'player', exercise: 'e1' });
    // Another process with the same secret (a cluster) has not seen it yet.
    const tokens = new TokenService(secret, 1);
    const checks = vi.spyOn(webcrypto.subtle, 'verify');
    const first = await tokens.verify(token);
    const second = await tokens.verify(token);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ sub: 'ann', kind: 'player', exercise: 'e1' });
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('knows the tokens it signed without checking them, with the claims a check gives', async () => {
    const signer = new TokenService(secret, 1);
    const token = await signer.sign({ sub: 'ann', kind: 'customer', ver: 3, amr: ['otp'] });
    const checks = vi.spyOn(webcrypto.subtle, 'verify');
    const known = await signer.verify(token);
    expect(checks).not.toHaveBeenCalled();
    expect(known).toEqual(await new TokenService(secret, 1).verify(token));
  });

  it('refuses a known token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T09:00:00Z') });
    const tokens = new TokenService(secret, 1);
    const token = await tokens.sign({ sub: 'ann', kind: 'customer' });
    await tokens.verify(token);
    vi.setSystemTime(Date.parse('2026-11-26T10:00:01Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('verifies a changed token in full, and refuses it', async () => {
    const tokens = new TokenService(secret, 1);
    const token = await tokens.sign({ sub: 'ann', kind: 'customer' });
    await tokens.verify(token);
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'invalid_token' });
    const other = new TokenService(
      new TextEncoder().encode('another secret, another server, long'),
      1,
    );
    await expect(other.verify(token)).rejects.toMatchObject({ code: 'invalid_token' });
  });
});
