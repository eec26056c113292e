import { Suspense, type ReactNode } from 'react';
import { isCataloguePage, loadCatalogueScreen } from './firstScreen';
import { HistoryTree } from './shared/layout';
import { AreaLoading, lazyNamed } from './shared/lazy';
import { treeHistory } from './shared/navigation/historyNavigation';

/*
 * The Exercise Library's first load (`/`, `/exercises`): the portal's frame and the library in
 * a tree of their own, without react-router, as an exercise link's (playerApp.tsx), so the
 * phone's link carries the library's own code first (react-router is about 28 KB: docs/
 * performance.md, "Issue 36, session 19"). The header's tabs, the cards' links and every other
 * link to another address hand the page to react-router's app (`leave`), whose code the app
 * fetches once the library has shown (app.tsx).
 */

const CatalogueScreen = lazyNamed(loadCatalogueScreen, 'CatalogueScreen');

/** The library's tree, and its first screen's code (settles once it is here or has failed). */
export function catalogueApp(leave: () => void): { app: ReactNode; firstScreen: Promise<void> } {
  const history = treeHistory(isCataloguePage, leave);
  return {
    app: (
      <HistoryTree history={history}>
        <Suspense fallback={<AreaLoading what="the portal" />}>
          <CatalogueScreen />
        </Suspense>
      </HistoryTree>
    ),
    firstScreen: CatalogueScreen.preload(),
  };
}
