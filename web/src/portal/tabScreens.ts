import { lazyNamed } from '../shared/lazy';
import type { PortalTab } from './tabs';

/*
 * The signed-in tabs' screens, each a chunk of its own: a visitor's first screen is the
 * catalogue, and the dashboard, reports and learners (with the reports' views, the scenario
 * engine and the mail status) are most of the portal's code (docs/performance.md, "What the
 * browser downloads"). The catalogue and the login form come with PortalTabPage.
 */
export const DashboardPage = lazyNamed(() => import('./dashboard/DashboardPage'), 'DashboardPage');
export const ReportsPage = lazyNamed(() => import('./reports/ReportsPage'), 'ReportsPage');
export const LearnersPage = lazyNamed(() => import('./learners/LearnersPage'), 'LearnersPage');

const LATER_TABS: Partial<Record<PortalTab, { preload(): Promise<void> }>> = {
  dashboard: DashboardPage,
  reports: ReportsPage,
  learners: LearnersPage,
};

/** Starts downloading the screen of the tab in the address as the app starts (routes.tsx). */
export function preloadTabScreen(tab: string | undefined): Promise<void> {
  return (tab && LATER_TABS[tab as PortalTab]?.preload()) || Promise.resolve();
}
