import { NotFound } from './NotFound';
import { Page } from './Page';
import { TabNav } from './TabNav';
import { findTab, type RouteTabGroup } from './tabs';

interface TabbedSectionProps {
  title: string;
  /** The path the tab ids are appended to. */
  base: string;
  groups: readonly RouteTabGroup[];
  /** The tab route parameter, if any. */
  tab: string | undefined;
}

/** A section heading, its route tabs, and the open tab's heading; unknown tabs are Not Found. */
export function TabbedSection({ title, base, groups, tab }: TabbedSectionProps) {
  const open = findTab(groups, tab);
  if (open === null) return <NotFound />;
  return (
    <Page title={title}>
      <TabNav label={`${title} tabs`} base={base} groups={groups} current={open?.id} />
      {open && <h2>{open.label}</h2>}
    </Page>
  );
}
