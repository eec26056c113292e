import type { ComponentType } from 'react';
import { UploadImagePanel } from '../editor/media/UploadImagePanel';
import { UploadVideoPanel } from '../editor/media/UploadVideoPanel';
import { NotFound, Page, TabNav, findTab } from '../shared/ui';
import { ADMIN_TABS } from './adminTabs';

/** The Admin tabs that have their panel; the others show the navigation and their heading. */
const PANELS: Partial<Record<string, ComponentType>> = {
  UploadImage: UploadImagePanel,
  UploadVideo: UploadVideoPanel,
};

/** /editor/Admin/{tab}: the administrator's tools, grouped as admin spec §2 lists them. */
export function AdminSection({ tab }: { tab: string | undefined }) {
  const open = findTab(ADMIN_TABS, tab);
  if (open === null) return <NotFound />;
  const Panel = open ? PANELS[open.id] : undefined;
  return (
    <Page title="Admin">
      <TabNav label="Admin tabs" base="/editor/Admin" groups={ADMIN_TABS} current={open?.id} />
      {Panel ? <Panel /> : open && <h2>{open.label}</h2>}
    </Page>
  );
}
