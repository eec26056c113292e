// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ran = vi.hoisted(() => ({ count: 0, account: 0 }));
vi.mock('./protocolDefs', () => {
  ran.count += 1;
  return { playerCalls: {} };
});
vi.mock('./accountDefs', () => {
  ran.account += 1;
  return { portalCalls: {} };
});

const FILES = '/assets/protocol-a.js /assets/zod-b.js';
const ACCOUNT_FILES = '/assets/account-c.js';
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The module afresh: it keeps its download and hold between calls. */
const fresh = () => import('./protocolLater');

describe("the protocol's chunk", () => {
  beforeEach(() => {
    vi.resetModules();
    ran.count = 0;
    ran.account = 0;
    document.head.innerHTML = [
      `<meta name="dojo-protocol-files" content="${FILES}">`,
      `<meta name="dojo-account-files" content="${ACCOUNT_FILES}">`,
    ].join('');
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("is downloaded, not run, from index.html's list", async () => {
    const { downloadProtocol } = await fresh();
    downloadProtocol({ account: true });
    downloadProtocol({ account: true });
    expect(preloads()).toEqual(['/assets/protocol-a.js', '/assets/zod-b.js', ACCOUNT_FILES]);
    await settled();
    expect(ran.count).toBe(0);
    expect(ran.account).toBe(0);
  });

  it("is downloaded without the account's chunk for a player's page", async () => {
    const { downloadProtocol, loadProtocolDefs } = await fresh();
    downloadProtocol({ account: false });
    expect(preloads()).toEqual(['/assets/protocol-a.js', '/assets/zod-b.js']);
    await expect(loadProtocolDefs()).resolves.toHaveProperty('playerCalls');
    expect(ran.account).toBe(0);
  });

  it('waits while held, then downloads both and loads for whoever asked', async () => {
    const { holdProtocolUntil, loadAccountDefs } = await fresh();
    let release = () => {};
    holdProtocolUntil(new Promise<void>((resolve) => (release = resolve)));
    const defs = loadAccountDefs();
    await settled();
    expect(preloads()).toEqual([]);
    expect(ran.account).toBe(0);
    release();
    await expect(defs).resolves.toHaveProperty('portalCalls');
    expect(preloads()).toEqual(['/assets/protocol-a.js', '/assets/zod-b.js', ACCOUNT_FILES]);
    expect(ran.account).toBe(1);
  });

  it('is released by a hold that fails (a first screen whose code did not come)', async () => {
    const { holdProtocolUntil, loadAccountDefs } = await fresh();
    holdProtocolUntil(Promise.reject(new Error('offline')));
    await expect(loadAccountDefs()).resolves.toHaveProperty('portalCalls');
  });
});
