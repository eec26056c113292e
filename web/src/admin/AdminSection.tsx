import type { ComponentType } from 'react';
import { UploadImagePanel } from '../editor/media/UploadImagePanel';
import { UploadVideoPanel } from '../editor/media/UploadVideoPanel';
import { TabbedSection } from '../shared/ui';
import { ADMIN_TAB_GROUPS } from './adminTabs';

/** The Admin tabs that have their panel; the others show the navigation and their heading. */
const PANELS: Partial<Record<string, ComponentType>> = {
  UploadImage: UploadImagePanel,
  UploadVideo: UploadVideoPanel,
};

/** /editor/Admin/{tab}: the administrator's tools, grouped as admin spec §2 lists them. */
export function AdminSection({ tab }: { tab: string | undefined }) {
  return (
    <TabbedSection title="Admin" base="/editor/Admin" groups={ADMIN_TAB_GROUPS} tab={tab}>
      {(open) => {
        const Panel = open ? PANELS[open.id] : undefined;
        return Panel ? <Panel /> : open && <h2>{open.label}</h2>;
      }}
    </TabbedSection>
  );
}
