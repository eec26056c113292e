import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ held: [] as Promise<unknown>[], downloads: 0 }));
vi.mock('./shared/protocolLater', () => ({
  downloadProtocol: () => (calls.downloads += 1),
  holdProtocolUntil: (until: Promise<unknown>) => calls.held.push(until),
}));
vi.mock('./shared/session/keyedStorage', () => ({ browserStorage: () => storage }));
vi.mock('./player/gate/linkCheck', () => ({ startEarlyLinkCheck: () => undefined }));
vi.mock('./portal/catalogue/earlyCatalogue', () => ({ startEarlyCatalogue: () => undefined }));
vi.mock('./routerApp', () => ({}));
vi.mock('./portal/PortalLayout', () => ({}));
vi.mock('./portal/PortalTabPage', () => ({}));
vi.mock('./portal/catalogue/CatalogueScreen', () => ({}));
vi.mock('./player/PlayerPage', () => ({}));

const stored = new Map<string, string>();
const storage = { getItem: (key: string) => stored.get(key) ?? null };

const { startFirstScreen } = await import('./firstScreen');

describe("when the start asks for the protocol's chunk", () => {
  beforeEach(() => {
    calls.held = [];
    calls.downloads = 0;
    stored.clear();
  });

  it("holds it on a visitor's catalogue until the first screen's code is here", async () => {
    startFirstScreen('/');
    expect(calls.downloads).toBe(0);
    expect(calls.held).toHaveLength(1);
    await expect(calls.held[0]).resolves.toBeDefined();
  });

  it('asks at once for a signed-in customer, an exercise link and the other areas', () => {
    stored.set('token', 'customer-token');
    startFirstScreen('/');
    stored.clear();
    startFirstScreen('/exercise/demo-player-1');
    startFirstScreen('/editor');
    expect(calls.held).toEqual([]);
    expect(calls.downloads).toBe(3);
  });
});
