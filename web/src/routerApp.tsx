import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createRouter, preloadFirstScreen } from './routes';

/**
 * The app through react-router (routes.tsx): every page but an exercise link's first load,
 * which renders without it (playerApp.tsx). Its chunk holds react-router and the routes; the
 * start asks for it beside the first screen's code (firstScreen.ts), and the player's tree
 * loads it once the player leaves the exercise's addresses.
 */
export function routerApp(pathname: string): { app: ReactNode; firstScreen: Promise<void> } {
  // The router ranks every route once (about 50 ms on a phone): while the rest downloads.
  const router = createRouter();
  return { app: <RouterProvider router={router} />, firstScreen: preloadFirstScreen(pathname) };
}
