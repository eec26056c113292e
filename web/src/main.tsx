// First: zod must not use `new Function` under our CSP.
import './shared/csp';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { startFirstScreen } from './firstScreen';
import { activateLanguage, prepareFormats, startLanguage } from './shared/i18n/language';
import { reloadOnStaleBuild } from './shared/lazy/reloadOnStaleBuild';
import { browserStorage } from './shared/session/keyedStorage';
import { startStorageClock } from './shared/session/expiry';

/*
 * The app's start: no React in this file or in what it imports, so it runs as soon as the small
 * entry has arrived, long before React's code on a phone's connection (docs/ARCHITECTURE.md,
 * "What the browser downloads"). It sets going what the first screen waits for, then loads
 * the app (app.tsx), whose code index.html already asks for beside the entry.
 */
async function start() {
  reloadOnStaleBuild();
  const now = Date.now();
  // Storage older than 24 hours goes before anything reads it (the early link check does).
  const storage = browserStorage();
  if (storage) startStorageClock(storage, now);
  // The first screen already speaks the player's language (docs/languages.md). Its catalogue
  // is asked for first: nothing renders before it.
  const firstLanguage = startLanguage();
  const language = activateLanguage(firstLanguage);
  // Then an exercise link's check and its page's code. The browser's six connections serve
  // requests in the order they come, so the link's check goes before the code. The protocol's
  // schemas (and zod, not in the first load) download after those (on a visitor's catalogue,
  // once its code is here); they run when the first answer needs its check
  // (shared/api/callApi.ts) or the page first needs them.
  startFirstScreen(window.location.pathname);
  // While those download, the main thread is idle: ready the number and date formats.
  prepareFormats(firstLanguage);
  const { renderApp } = await import('./app');
  await renderApp(language, now);
}

void start();
