import { startEarlyLinkCheck } from './player/gate/linkCheck';
import { startEarlyCatalogue } from './portal/catalogue/earlyCatalogue';
import { downloadProtocol, holdProtocolUntil } from './shared/protocolLater';
import { browserStorage } from './shared/session/keyedStorage';
import { SESSION_KEYS } from './shared/session/keys';

/*
 * What a first screen needs, started by the app's start (main.tsx) before React's code has
 * arrived: on a phone's connection React is the longest download of the first load, and an
 * exercise link's first screen also waits on two calls in a row (the link's check, then the
 * returning player's inbox). No React in this file or in what it imports, so it runs as soon
 * as the small entry is here (docs/ARCHITECTURE.md, "What the browser downloads").
 */

/** The first screens' code: one import each, shared by routes.tsx's lazy pages and the start. */
export const loadPlayerPage = () => import('./player/PlayerPage');
export const loadPortalLayout = () => import('./portal/PortalLayout');
export const loadPortalTabPage = () => import('./portal/PortalTabPage');
/** The Exercise Library in the portal's frame, without react-router (catalogueApp.tsx). */
export const loadCatalogueScreen = () => import('./portal/catalogue/CatalogueScreen');
/** react-router's app (routerApp.tsx): every page but an exercise link's first load. */
export const loadRouterApp = () => import('./routerApp');

/** The first segments of the routes outside the portal (routes.tsx); the portal has the rest. */
const EXERCISE_LINK_AREAS = ['e', 'exercise'];
// `sign-on`: the single sign-on's landing page (its own route, not a portal page).
const OTHER_AREAS = ['facilitator', 'editor', 'sign-on'];
/** A page of its own under both exercise link paths (routes.tsx: its static segment outranks the token). */
const TUTORIAL = 'tutorial';

export type FirstScreen = { screen: 'player'; token: string } | { screen: 'portal' };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Which first screen the router will show at `pathname`, read as the router reads it (segments
 * compared without regard to case, a trailing slash allowed, a token decoded): an exercise link
 * (`/e/:token`, `/exercise/:token`), a portal page, or another area's (null). The test beside
 * this file holds it to routes.tsx's own matching.
 */
export function firstScreenOf(pathname: string): FirstScreen | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second] = segments.map((segment) => segment.toLowerCase());
  if (EXERCISE_LINK_AREAS.includes(first)) {
    if (segments.length !== 2 || second === TUTORIAL) return null;
    return { screen: 'player', token: decoded(segments[1]!) };
  }
  if (OTHER_AREAS.includes(first)) return null;
  return segments.length <= 2 ? { screen: 'portal' } : null;
}

/**
 * Whether `pathname` is the Exercise Library's own address, `/` or `/exercises` (trailing
 * slashes allowed): its first load renders without react-router (catalogueApp.tsx). Read as
 * the router reads it: `exercises` is the `:tab` parameter, compared as written (any other
 * case is Page Not Found there); the test beside this file holds it to routes.tsx.
 */
export function isCataloguePage(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return true;
  const segments = trimmed.split('/').slice(1);
  return segments.length === 1 && decoded(segments[0]!) === 'exercises';
}

/** Whether a customer is signed in on this device (the session's stored token). */
function customerSignedIn(): boolean {
  return Boolean(browserStorage()?.getItem(SESSION_KEYS.token));
}

/**
 * Starts what the first screen at `pathname` needs before React's code is here: its first
 * call (an exercise link's check, which starts a returning player's inbox read as soon as it
 * answers; the portal's catalogue) and its page's code, whose download the bundler's loader
 * starts at once with every chunk it imports, and for every page but an exercise link's and
 * the Exercise Library's react-router's app (routerApp.tsx). The page takes them
 * (playerApp.tsx, catalogueApp.tsx, routes.tsx). Then
 * the protocol's chunks (zod and the schemas, which check the answers; the account's calls but
 * on an exercise link): at once, except on a
 * visitor's portal page (the catalogue), whose first screen shows without it; there it waits
 * for the first screen's code, so that its 34 KB do not share the phone's link with that code
 * (docs/web.md, "Decisions").
 */
export function startFirstScreen(pathname: string): void {
  const first = firstScreenOf(pathname);
  // A failed download is reported when the page renders: its lazy import asks again.
  const quietly = (load: Promise<unknown>) => void load.catch(() => undefined);
  if (first?.screen === 'player') {
    startEarlyLinkCheck(first.token);
    // Before the page's code: the checks of the link's answer and of the inbox read it starts
    // wait for it (measured: after the code, the first event came later). A player's pages
    // need none of the account's calls.
    downloadProtocol({ account: false });
    quietly(loadPlayerPage());
    return;
  }
  // Every other page renders through react-router (app.tsx); an exercise link's and the
  // library's first loads do not need it (about 28 KB on a phone's link).
  if (first?.screen === 'portal') startEarlyCatalogue();
  const code: Promise<unknown>[] = [];
  if (isCataloguePage(pathname)) code.push(loadCatalogueScreen());
  else if (first?.screen === 'portal')
    code.push(loadRouterApp(), loadPortalLayout(), loadPortalTabPage());
  else code.push(loadRouterApp());
  code.forEach(quietly);
  if (first?.screen === 'portal' && !customerSignedIn()) holdProtocolUntil(Promise.all(code));
  else downloadProtocol({ account: true });
}
