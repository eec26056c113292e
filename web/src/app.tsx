import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogueApp } from './catalogueApp';
import { firstScreenOf, isCataloguePage, loadRouterApp } from './firstScreen';
import { playerApp } from './playerApp';
import { startAccountSync } from './shared/realtime';
import { startSession } from './shared/session';

/** How long, once the language is here, a first screen's code is waited for before rendering. */
const FIRST_SCREEN_WAIT_MS = 1_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tree {
  app: ReactNode;
  /** Settles once the first screen's code is here (or failed to come: the render reports it). */
  firstScreen: Promise<void>;
}

/** react-router's app (routerApp.tsx), its chunk asked for by the start (firstScreen.ts). */
const routerTree = (): Promise<Tree> =>
  loadRouterApp().then(({ routerApp }) => routerApp(window.location.pathname));

/**
 * The app itself, loaded by the start (main.tsx) once it has set the first screen's downloads
 * going: React and the session store, then an exercise link's page in a tree of its own
 * (playerApp.tsx) or react-router's app for every other page. Renders once the language
 * (`language`) and the first screen's code are here.
 */
export async function renderApp(language: Promise<void>, now: number): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const render = (app: ReactNode) => root.render(<StrictMode>{app}</StrictMode>);
  let left = false;
  // The page left the addresses its first tree shows (an exercise link's, the library's):
  // react-router's app takes the page (a full load of the address if its code cannot come).
  const leave = () => {
    if (left) return;
    left = true;
    routerTree().then(
      ({ app }) => render(app),
      () => window.location.reload(),
    );
  };
  const { pathname } = window.location;
  const exerciseLink = firstScreenOf(pathname)?.screen === 'player';
  const library = isCataloguePage(pathname);
  const tree = exerciseLink
    ? Promise.resolve(playerApp(leave))
    : library
      ? Promise.resolve(catalogueApp(leave))
      : routerTree();
  await startSession(now);
  await language;
  const { app, firstScreen } = await tree;
  // The first screen renders once its code is here, not as a loading state first: React shows
  // what replaces a loading state no sooner than 300 ms after it (docs/ARCHITECTURE.md, "What
  // the browser downloads"). On a slow link the loading state still shows after a moment.
  await Promise.race([firstScreen, delay(FIRST_SCREEN_WAIT_MS)]);
  startAccountSync();
  render(app);
  // The library's links lead to react-router's pages: its code comes once the page is idle.
  if (library) whenIdle(() => void loadRouterApp().catch(() => undefined));
}

/** Runs `work` once the page has loaded and the main thread is idle. */
function whenIdle(work: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(work) : setTimeout(work, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
