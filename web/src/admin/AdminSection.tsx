import { TabbedSection } from '../shared/ui';
import { ADMIN_TABS } from './adminTabs';

/** /editor/Admin/{tab}: the administrator's tools (not built yet: navigation and headings). */
export function AdminSection({ tab }: { tab: string | undefined }) {
  return <TabbedSection title="Admin" base="/editor/Admin" groups={ADMIN_TABS} tab={tab} />;
}
