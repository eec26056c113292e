import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { TabbedSection } from '../../shared/ui';
import { CreateOrganisationForm } from './CreateOrganisationForm';
import { CreatePersonaForm } from './CreatePersonaForm';
import { EditOrganisationForm } from './EditOrganisationForm';
import { EditPersonaForm } from './EditPersonaForm';
import { OrganisationDirectory } from './OrganisationDirectory';
import { ORGANISATION_TAB_GROUPS } from './organisationTabs';
import './organisation.css';

const FORMS: Partial<Record<string, ComponentType>> = {
  CreateOrganisation: CreateOrganisationForm,
  EditOrganisation: EditOrganisationForm,
  CreatePersona: CreatePersonaForm,
  EditPersona: EditPersonaForm,
};

/** /editor/Organisation/{tab}: the open tab's form beside the organisations and personas. */
export function OrganisationSection({ tab }: { tab: string | undefined }) {
  const { search } = useLocation();
  return (
    <TabbedSection
      title="Organisation"
      lead="Organisations and their personas are the senders players meet: every e-mail, post and news story comes from one of them."
      base="/editor/Organisation"
      groups={ORGANISATION_TAB_GROUPS}
      tab={tab}
    >
      {(open) => {
        const Form = open && FORMS[open.id];
        return (
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
        );
      }}
    </TabbedSection>
  );
}
