import { Suspense, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  useParams,
  type Params,
  type RouteObject,
} from 'react-router';
import { RootLayout } from './shared/layout';
import { NotFoundPage, RouteError } from './shared/layout/RouteError';
import { RouterNavigation } from './shared/navigation/routerNavigation';
import { AreaLoading, lazyNamed } from './shared/lazy';
import { loadPlayerPage, loadPortalLayout, loadPortalTabPage } from './firstScreen';

/*
 * Each area is its own chunk, downloaded when one of its routes is first shown, so a player
 * never downloads the editor, the portal or the charts (docs/ARCHITECTURE.md, "What the
 * browser downloads").
 */
const PlayerEntryPage = lazyNamed(() => import('./player/PlayerEntryPage'), 'PlayerEntryPage');
// Its download starts with the app's start (firstScreen.ts); the exercise's socket client downloads
// once its first inbox has come by REST (player/sync/useMailSync.ts).
const PlayerPage = lazyNamed(loadPlayerPage, 'PlayerPage');
const TutorialPage = lazyNamed(() => import('./player/TutorialPage'), 'TutorialPage');
const FacilitatorPage = lazyNamed(() => import('./facilitator/FacilitatorPage'), 'FacilitatorPage');
const EditorArea = lazyNamed(() => import('./editor/EditorArea'), 'EditorArea');
const PortalLayout = lazyNamed(loadPortalLayout, 'PortalLayout');
const PortalTabPage = lazyNamed(loadPortalTabPage, 'PortalTabPage');
const ScenarioDetailPage = lazyNamed(
  () => import('./portal/detail/ScenarioDetailPage'),
  'ScenarioDetailPage',
);
const EditorPasswordPage = lazyNamed(
  () => import('./editor/EditorPasswordPage'),
  'EditorPasswordPage',
);
const SignOnPage = lazyNamed(() => import('./shared/sso/SignOnPage'), 'SignOnPage');
const PasswordPage = lazyNamed(() => import('./portal/account/PasswordPage'), 'PasswordPage');
const ContactPage = lazyNamed(() => import('./portal/contact/ContactPage'), 'ContactPage');
const VideoScreen = lazyNamed(() => import('./portal/video/VideoScreen'), 'VideoScreen');

/** The player's page at an exercise link, with the link's token. */
function RoutedPlayerPage() {
  const { token = '' } = useParams();
  return <PlayerPage token={token} />;
}

/**
 * What a route's first screen needs as the router starts (app.tsx, `preloadFirstScreen`), rather
 * than once the route renders. The player's and the portal's code and first calls started
 * earlier still, before React's code arrived (firstScreen.ts): here their pages take the code
 * that is (or will be) here, and a signed-in portal tab starts its own screen's code.
 * `preload` settles once the code is here.
 */
interface FirstScreen {
  preload(params: Params): Promise<unknown>;
}
const playerFirstScreen: FirstScreen = { preload: () => PlayerPage.preload() };
const portalFirstScreen: FirstScreen = {
  preload: ({ tab }) => {
    const code = [PortalLayout.preload(), PortalTabPage.preload()];
    // A signed-in tab's screen is a chunk of its own: its list of chunks stays out of the entry.
    const tabScreen = tab
      ? import('./portal/tabScreens').then((screens) => screens.preloadTabScreen(tab))
      : null;
    return Promise.all([...code, tabScreen?.catch(() => undefined)]);
  },
};

/**
 * Starts what the first screen at `pathname` needs (see {@link FirstScreen}); settles once its
 * code is here (or failed to come: the render then reports it).
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const screen = route.handle as FirstScreen | undefined;
    return screen ? [screen.preload(params)] : [];
  });
  await Promise.all(screens);
}

/** An area's screen, with the loading state shown while its code arrives. */
function area(element: ReactNode, what: string): ReactNode {
  return <Suspense fallback={<AreaLoading what={what} />}>{element}</Suspense>;
}

/**
 * Every route family of the specs. Static segments outrank `/:tab`, so /e, /video, /editor…
 * never reach the portal; an unknown tab does, and shows Page Not Found there. An exercise
 * link's first load shows its page without the router (playerApp.tsx); the router shows it
 * after a navigation within the app. The layout and the player's screens take the address
 * and links from the page's navigation (shared/navigation), here react-router's.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouterNavigation>
        <RootLayout>
          <Outlet />
        </RootLayout>
      </RouterNavigation>
    ),
    errorElement: (
      <RouterNavigation>
        <RouteError />
      </RouterNavigation>
    ),
    children: [
      // Player (docs/portal.md).
      { path: 'e', element: area(<PlayerEntryPage />, 'the exercise') },
      { path: 'exercise', element: area(<PlayerEntryPage />, 'the exercise') },
      { path: 'e/tutorial', element: area(<TutorialPage />, 'the tutorial') },
      { path: 'exercise/tutorial', element: area(<TutorialPage />, 'the tutorial') },
      {
        path: 'e/:token',
        element: area(<RoutedPlayerPage />, 'the exercise'),
        handle: playerFirstScreen,
      },
      {
        path: 'exercise/:token',
        element: area(<RoutedPlayerPage />, 'the exercise'),
        handle: playerFirstScreen,
      },
      // Facilitator console and editor back-office (docs/admin.md, docs/scenario-editor.md).
      { path: 'facilitator/:token', element: area(<FacilitatorPage />, 'the console') },
      { path: 'sign-on', element: area(<SignOnPage />, 'the page') },
      { path: 'editor', element: area(<EditorArea />, 'the editor') },
      { path: 'editor/password', element: area(<EditorPasswordPage />, 'the editor') },
      { path: 'editor/:section', element: area(<EditorArea />, 'the editor') },
      { path: 'editor/:section/:tab', element: area(<EditorArea />, 'the editor') },
      // Customer portal: tabs are the first segment; exercises is the default.
      {
        element: area(<PortalLayout />, 'the portal'),
        handle: portalFirstScreen,
        children: [
          { index: true, element: area(<PortalTabPage />, 'the page') },
          { path: 'exercises/:id', element: area(<ScenarioDetailPage />, 'the exercise') },
          { path: 'contact-us', element: area(<ContactPage />, 'the page') },
          { path: 'password', element: area(<PasswordPage />, 'the page') },
          { path: 'video', element: area(<VideoScreen />, 'the video') },
          { path: ':tab', element: area(<PortalTabPage />, 'the page') },
          { path: ':tab/:id', element: area(<PortalTabPage />, 'the page') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
