import { createBrowserRouter, type RouteObject } from 'react-router';
import { EditorArea } from './editor/EditorArea';
import { FacilitatorPage } from './facilitator/FacilitatorPage';
import { PlayerEntryPage } from './player/PlayerEntryPage';
import { PlayerPage } from './player/PlayerPage';
import { TutorialPage } from './player/TutorialPage';
import { ContactPage } from './portal/contact/ContactPage';
import { ScenarioDetailPage } from './portal/detail/ScenarioDetailPage';
import { PortalLayout } from './portal/PortalLayout';
import { PortalTabPage } from './portal/PortalTabPage';
import { VideoScreen } from './portal/video/VideoScreen';
import { NotFoundPage, RootLayout, RouteError } from './shared/layout';

/**
 * Every route family of the specs. Static segments outrank `/:tab`, so /e, /video, /editor…
 * never reach the portal; an unknown tab does, and shows Page Not Found there.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Player (docs/portal.md).
      { path: 'e', element: <PlayerEntryPage /> },
      { path: 'exercise', element: <PlayerEntryPage /> },
      { path: 'e/tutorial', element: <TutorialPage /> },
      { path: 'exercise/tutorial', element: <TutorialPage /> },
      { path: 'e/:token', element: <PlayerPage /> },
      { path: 'exercise/:token', element: <PlayerPage /> },
      // Facilitator console and editor back-office (docs/admin.md, docs/scenario-editor.md).
      { path: 'facilitator/:token', element: <FacilitatorPage /> },
      { path: 'editor', element: <EditorArea /> },
      { path: 'editor/:section', element: <EditorArea /> },
      { path: 'editor/:section/:tab', element: <EditorArea /> },
      // Customer portal: tabs are the first segment; exercises is the default.
      {
        element: <PortalLayout />,
        children: [
          { index: true, element: <PortalTabPage /> },
          { path: 'exercises/:id', element: <ScenarioDetailPage /> },
          { path: 'contact-us', element: <ContactPage /> },
          { path: 'video', element: <VideoScreen /> },
          { path: ':tab', element: <PortalTabPage /> },
          { path: ':tab/:id', element: <PortalTabPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
