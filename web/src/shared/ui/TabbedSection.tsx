import type { ReactNode } from 'react';
import { NotAvailableYet } from './NotAvailableYet';
import { NotFound } from './NotFound';
import { Page } from './Page';
import { TabNav } from './TabNav';
import { findTab, type RouteTab, type RouteTabGroup } from './tabs';

interface TabbedSectionProps {
  title: string;
  lead?: string;
  /** The path the tab ids are appended to. */
  base: string;
  groups: readonly RouteTabGroup[];
  /** The tab route parameter, if any. */
  tab: string | undefined;
  /** The open tab's content (none when no tab is open); by default 'Not available yet'. */
  children?(open: RouteTab | undefined): ReactNode;
}

/** A section heading, its route tabs and the open tab; an unknown tab is Not Found. */
export function TabbedSection({ title, lead, base, groups, tab, children }: TabbedSectionProps) {
  const open = findTab(groups, tab);
  if (open === null) return <NotFound />;
  return (
    <Page title={title} lead={lead}>
      <TabNav label={`${title} tabs`} base={base} groups={groups} current={open?.id} />
      {children
        ? children(open)
        : open && (
            <NotAvailableYet
              level="h2"
              title={open.label}
              back={{ to: base, label: `Back to ${title}` }}
            />
          )}
    </Page>
  );
}
