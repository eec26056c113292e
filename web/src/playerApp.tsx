import { Suspense, type ReactNode } from 'react';
import { firstScreenOf, loadPlayerPage } from './firstScreen';
import { HistoryTree } from './shared/layout';
import { AreaLoading, lazyNamed } from './shared/lazy';
import { treeHistory } from './shared/navigation/historyNavigation';
import { usePlace } from './shared/navigation/navigation';

/*
 * An exercise link's first load (`/e/:token`, `/exercise/:token`): the player's page in a tree
 * of its own, without react-router, which a player's first load then never downloads (about
 * 28 KB gzipped: docs/performance.md, "Issue 36, session 14"). The address is read as the
 * router reads it (firstScreen.ts, held to routes.tsx by its test); the layout and the
 * player's screens move through the browser's history (shared/navigation). A link or the back
 * button to any other address hands the page to react-router's app (`leave`), which also has
 * the player's routes.
 */

const PlayerPage = lazyNamed(loadPlayerPage, 'PlayerPage');

/** The exercise link's token at `pathname`, or null when it is no exercise link. */
function tokenAt(pathname: string): string | null {
  const first = firstScreenOf(pathname);
  return first?.screen === 'player' ? first.token : null;
}

export const isExerciseLink = (pathname: string) => tokenAt(pathname) !== null;

/** The player's tree, and its first screen's code (settles once it is here or has failed). */
export function playerApp(leave: () => void): { app: ReactNode; firstScreen: Promise<void> } {
  const history = treeHistory(isExerciseLink, leave);
  return {
    app: (
      <HistoryTree history={history}>
        <PlayerRoute />
      </HistoryTree>
    ),
    firstScreen: PlayerPage.preload(),
  };
}

function PlayerRoute() {
  const { pathname } = usePlace();
  return (
    <Suspense fallback={<AreaLoading what="the exercise" />}>
      <PlayerPage token={tokenAt(pathname) ?? ''} />
    </Suspense>
  );
}
