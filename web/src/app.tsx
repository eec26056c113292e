import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter, preloadFirstScreen } from './routes';
import { startAccountSync } from './shared/realtime';
import { startSession } from './shared/session';

/** How long, once the language is here, a first screen's code is waited for before rendering. */
const FIRST_SCREEN_WAIT_MS = 1_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app itself, loaded by the start (main.tsx) once it has set the first screen's downloads
 * going: React, the router and the session store. Renders once the language (`language`) and
 * the first screen's code are here.
 */
export async function renderApp(language: Promise<void>, now: number): Promise<void> {
  // The router ranks every route once (about 50 ms on a phone): while the rest downloads.
  const router = createRouter();
  const firstScreen = preloadFirstScreen(window.location.pathname);
  await startSession(now);
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
