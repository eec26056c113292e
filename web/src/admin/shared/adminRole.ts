import type { StaffRole } from '@dojo/protocol';
import type { RouteTabGroup } from '../../shared/ui';

/** What an editor (author) may open under Admin: media uploads only (docs/admin.md "Roles"). */
const EDITOR_TABS = new Set(['UploadImage', 'UploadVideo']);

/** The Admin tab groups a role sees: the admin every tab, an editor the uploads. */
export function tabGroupsFor(
  groups: readonly RouteTabGroup[],
  role: StaffRole | null,
): RouteTabGroup[] {
  if (role === 'admin') return [...groups];
  return groups
    .map((group) => ({ ...group, tabs: group.tabs.filter((tab) => EDITOR_TABS.has(tab.id)) }))
    .filter((group) => group.tabs.length > 0);
}
