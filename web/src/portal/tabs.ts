import type { MessageKey } from '../shared/i18n';
import { PORTAL_TABS, canSeeReports, type CustomerRole } from '@dojo/protocol';

/** The portal tabs: the first path segment (docs/portal.md). */
export type PortalTab = (typeof PORTAL_TABS)[number];

export const DEFAULT_TAB: PortalTab = 'exercises';

/** Each tab's name (a catalogue key, docs/languages.md). */
export const TAB_LABELS: Record<PortalTab, MessageKey> = {
  dashboard: 'portal.tab.dashboard',
  exercises: 'portal.tab.exercises',
  reports: 'portal.tab.reports',
  learners: 'portal.tab.learners',
  login: 'portal.tab.login',
};

export function isPortalTab(value: string): value is PortalTab {
  return (PORTAL_TABS as readonly string[]).includes(value);
}

/** The tabs shown, in order: signed out, role '0', role '1' or '01'. */
export function tabsForRole(role: CustomerRole | null, signedIn: boolean): PortalTab[] {
  if (!signedIn || role === null) return ['exercises', 'login'];
  if (!canSeeReports(role)) return ['dashboard', 'exercises'];
  return ['dashboard', 'exercises', 'reports', 'learners'];
}

export type TabAccess =
  { kind: 'show'; tab: PortalTab } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * What a tab route shows. Unknown tabs are Not Found. A signed-out visitor asking for a tab
 * that needs an account is sent to log in; a signed-in one asking for Log In goes to the
 * library; a tab their role does not have is Not Found (decided in docs/web.md).
 */
export function resolveTab(
  param: string | undefined,
  role: CustomerRole | null,
  signedIn: boolean,
): TabAccess {
  const tab = param ?? DEFAULT_TAB;
  if (!isPortalTab(tab)) return { kind: 'not-found' };
  if (tabsForRole(role, signedIn).includes(tab)) return { kind: 'show', tab };
  if (!signedIn) return { kind: 'redirect', to: '/login' };
  if (tab === 'login') return { kind: 'redirect', to: `/${DEFAULT_TAB}` };
  return { kind: 'not-found' };
}

/** The tab a path belongs to, for aria-current: `/` and `/exercises/{id}` are the library. */
export function activeTab(pathname: string): PortalTab | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === undefined) return DEFAULT_TAB;
  return isPortalTab(first) ? first : null;
}
