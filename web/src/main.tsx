// First: zod must not use `new Function` under our CSP.
import './shared/csp';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter, preloadFirstScreen } from './routes';
import { activateLanguage, prepareFormats, startLanguage } from './shared/i18n';
import { reloadOnStaleBuild } from './shared/lazy';
import { preloadProtocolDefs } from './shared/protocolLater';
import { startAccountSync } from './shared/realtime';
import { startSession } from './shared/session';

/** How long, once the language is here, a first screen's code is waited for before rendering. */
const FIRST_SCREEN_WAIT_MS = 1_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start() {
  reloadOnStaleBuild();
  // The first screen already speaks the player's language (docs/languages.md). Its catalogue
  // is asked for first: nothing renders before it.
  const firstLanguage = startLanguage();
  const language = activateLanguage(firstLanguage);
  // Vite's loader asks for a chunk with no imports of its own (the catalogue) a moment later,
  // and for the preloads below at once: let the catalogue's request go out first, as the
  // server's six connections serve requests in the order they come.
  await delay(0);
  // Alongside it: an exercise link's check and the first screen's code (routes.tsx), then the
  // protocol's schemas (and zod, not in the first load). The link's check goes first: the
  // player's inbox waits on its answer, and the six connections serve requests in order.
  const firstScreen = preloadFirstScreen(window.location.pathname);
  preloadProtocolDefs();
  // While those download, the main thread is idle: ready the number and date formats, and the
  // router (it ranks every route once).
  prepareFormats(firstLanguage);
  const router = createRouter();
  await startSession();
  await language;
  // The first screen renders once its code is here, not as a loading state first: React shows
  // what replaces a loading state no sooner than 300 ms after it (docs/ARCHITECTURE.md, "What
  // the browser downloads"). On a slow link the loading state still shows after a moment.
  await Promise.race([firstScreen, delay(FIRST_SCREEN_WAIT_MS)]);
  startAccountSync();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
