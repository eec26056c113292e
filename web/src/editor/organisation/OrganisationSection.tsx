import { useLocation } from 'react-router';
import { NotFound, Page, TabNav, findTab } from '../../shared/ui';
import { ORGANISATION_TABS } from '../sections';
import { CreateOrganisationForm } from './CreateOrganisationForm';
import { CreatePersonaForm } from './CreatePersonaForm';
import { EditOrganisationForm } from './EditOrganisationForm';
import { EditPersonaForm } from './EditPersonaForm';
import { OrganisationDirectory } from './OrganisationDirectory';
import './organisation.css';

const FORMS = {
  CreateOrganisation: CreateOrganisationForm,
  EditOrganisation: EditOrganisationForm,
  CreatePersona: CreatePersonaForm,
  EditPersona: EditPersonaForm,
} as const;

/** /editor/Organisation/{tab}: the open tab's form beside the organisations and personas. */
export function OrganisationSection({ tab }: { tab: string | undefined }) {
  const { search } = useLocation();
  const open = findTab(ORGANISATION_TABS, tab);
  if (open === null || (open && !(open.id in FORMS))) return <NotFound />;
  const Form = open ? FORMS[open.id as keyof typeof FORMS] : null;
  return (
    <Page
      title="Organisation"
      lead="Organisations and their personas are the senders players meet: every e-mail, post and news story comes from one of them."
    >
      <TabNav
        label="Organisation tabs"
        base="/editor/Organisation"
        groups={ORGANISATION_TABS}
        current={open?.id}
      />
      <div className={Form ? 'library-layout' : 'library-layout library-layout-single'}>
        {Form && open && (
          <section className="panel library-panel" aria-labelledby="organisation-tab-title">
            <h2 className="library-panel-title" id="organisation-tab-title">
              {open.label}
            </h2>
            {/* A new ?organisation=…&persona=… choice (from the list) starts the form afresh. */}
            <Form key={search} />
          </section>
        )}
        <OrganisationDirectory />
      </div>
    </Page>
  );
}
