import type { ComponentType } from 'react';
import { UploadImagePanel } from '../editor/media/UploadImagePanel';
import { UploadVideoPanel } from '../editor/media/UploadVideoPanel';
import { NotAvailableYet, TabbedSection } from '../shared/ui';
import { useStaffSession } from '../shared/session';
import { adminTabGroupsFor } from './adminTabs';
import { OutboxPanel } from './outbox/OutboxPanel';

/** The Admin tabs that have their panel; the others say they are not available yet. */
const PANELS: Partial<Record<string, ComponentType>> = {
  UploadImage: UploadImagePanel,
  UploadVideo: UploadVideoPanel,
  Outbox: OutboxPanel,
};

/**
 * /editor/Admin/{tab}: the administrator's tools in their menu groups (docs/admin.md). An
 * editor gets only Upload Media here; any other Admin tab is Not Found for them.
 */
export function AdminSection({ tab }: { tab: string | undefined }) {
  const role = useStaffSession((state) => state.editorRole);
  const title = role === 'admin' ? 'Admin' : 'Upload Media';
  const groups = adminTabGroupsFor(role);
  return (
    <TabbedSection title={title} base="/editor/Admin" groups={groups} tab={tab}>
      {(open) => {
        const Panel = open ? PANELS[open.id] : undefined;
        if (Panel) return <Panel />;
        const back = { to: '/editor/Admin', label: `Back to ${title}` };
        return open && <NotAvailableYet level="h2" title={open.label} back={back} />;
      }}
    </TabbedSection>
  );
}
