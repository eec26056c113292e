import { AdminSection } from '../admin/AdminSection';
import { NotFound } from '../shared/ui';
import { OrganisationSection } from './organisation/OrganisationSection';
import { PdfSection } from './pdf/PdfSection';
import { ScenarioEditor } from './scenario/ScenarioEditor';
import type { EditorSection } from './sections';
import { TutorialPage } from './tutorial/TutorialPage';

interface Props {
  section: Exclude<EditorSection, 'LogOut'>;
  tab: string | undefined;
}

/** The open section: its page, or Not Found for a tab a section does not have. */
export function EditorSectionContent({ section, tab }: Props) {
  switch (section) {
    case 'Scenario':
      return <ScenarioEditor tab={tab} />;
    case 'Organisation':
      return <OrganisationSection tab={tab} />;
    case 'Admin':
      return <AdminSection tab={tab} />;
    // Tutorial and PDF have no route tabs.
    case 'Tutorial':
      return tab === undefined ? <TutorialPage /> : <NotFound />;
    case 'PDF':
      return tab === undefined ? <PdfSection /> : <NotFound />;
  }
}
