import { AdminSection } from '../admin/AdminSection';
import { NotFound, Page, TabbedSection } from '../shared/ui';
import { ORGANISATION_TABS, SCENARIO_TABS, type EditorSection } from './sections';

interface Props {
  section: Exclude<EditorSection, 'LogOut'>;
  tab: string | undefined;
}

/** The open section (not built yet: headings and tab navigation only). */
export function EditorSectionContent({ section, tab }: Props) {
  switch (section) {
    case 'Scenario':
      return (
        <TabbedSection title="Scenario" base="/editor/Scenario" groups={SCENARIO_TABS} tab={tab} />
      );
    case 'Organisation':
      return (
        <TabbedSection
          title="Organisation"
          base="/editor/Organisation"
          groups={ORGANISATION_TABS}
          tab={tab}
        />
      );
    case 'Admin':
      return <AdminSection tab={tab} />;
    case 'Tutorial':
    case 'PDF':
      // These sections have no route tabs.
      return tab === undefined ? <Page title={section} /> : <NotFound />;
  }
}
