import { Suspense } from 'react';
import { AreaLoading, lazyNamed } from '../shared/lazy';
import { NotFound } from '../shared/ui';
import type { EditorSection } from './sections';

/* Each section is its own chunk: an administrator opening Admin never downloads the scenario
   editor, an author writing a scenario never downloads the admin tools. */
const ScenarioEditor = lazyNamed(() => import('./scenario/ScenarioEditor'), 'ScenarioEditor');
const OrganisationSection = lazyNamed(
  () => import('./organisation/OrganisationSection'),
  'OrganisationSection',
);
const AdminSection = lazyNamed(() => import('../admin/AdminSection'), 'AdminSection');
const TutorialPage = lazyNamed(() => import('./tutorial/TutorialPage'), 'TutorialPage');
const PdfSection = lazyNamed(() => import('./pdf/PdfSection'), 'PdfSection');

interface Props {
  section: Exclude<EditorSection, 'LogOut'>;
  tab: string | undefined;
}

/** The open section: its page, or Not Found for a tab a section does not have. */
export function EditorSectionContent({ section, tab }: Props) {
  return (
    <Suspense fallback={<AreaLoading what="the section" part />}>
      <SectionPage section={section} tab={tab} />
    </Suspense>
  );
}

function SectionPage({ section, tab }: Props) {
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
