import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startAppServer, type AppServer } from './appServer';
import { openBrowser, type BrowserSession } from './browser';

/**
 * One app server for the calling file (started before its first test, stopped after its last)
 * and a fresh browser for each of its tests; `keep` is given each as it starts.
 */
export function appAndBrowserPerTest(keep: {
  app(app: AppServer): void;
  browser(browser: BrowserSession): void;
}): void {
  let app: AppServer | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    app = await startAppServer();
    keep.app(app);
  });
  afterAll(async () => {
    await app?.stop();
  });
  beforeEach(async () => {
    browser = await openBrowser();
    keep.browser(browser);
  });
  afterEach(async () => {
    await browser?.close();
  });
}
