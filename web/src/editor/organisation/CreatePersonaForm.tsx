import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { organisationCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { FormFooter, usePending, useStatus } from '../../shared/ui';
import { OrganisationSelect } from './OrganisationSelect';
import { PersonaFields, type PersonaDetails } from './PersonaFields';
import { PictureField } from './PictureField';
import { checkCreatePersona } from './organisationChecks';
import { raiseIfStaleOrganisation } from './organisationConflict';
import { useOrganisations } from './organisations';
import { LeaveGuard } from '../LeaveGuard';
import { hasUnsavedDetails } from './unsavedDetails';
import { usePersonaPicture } from './usePersonaPicture';

const EMPTY: PersonaDetails = { name: '', email: '', role: '' };

/** New Persona: organisation, name, e-mail, role and a profile picture. */
export function CreatePersonaForm() {
  const token = useEditorToken();
  const { organisations, reload } = useOrganisations();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const picture = usePersonaPicture(show);
  const [params] = useSearchParams();
  const [org, setOrg] = useState(params.get('organisation') ?? '');
  const [details, setDetails] = useState(EMPTY);
  const unsaved = hasUnsavedDetails(details, EMPTY) || picture.picture !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The persona joins the organisation as this editor last read it (docs/editor-api.md).
    const baseRevision = organisations.find((each) => each.name === org)?.revision;
    const body = { token, org, ...details, role: details.role.trim(), baseRevision };
    const problem = checkCreatePersona(body) ?? picture.problem();
    if (problem) return show('failed', problem);
    clear();
    await run(async () => {
      try {
        const created = await callApi(organisationCalls.createPersona, body);
        const outcome = await picture.finish(created, details.name);
        show(outcome.kind, outcome.message);
        setDetails(EMPTY);
        picture.clear();
        await reload();
      } catch (error) {
        const mine = { name: body.name, email: body.email, role: body.role };
        raiseIfStaleOrganisation(error, {
          kind: 'persona',
          token,
          organisation: org,
          mine: { personas: [mine] },
          reload: () => reload(),
          copy: mine,
        });
        throw error;
      }
    });
  }

  return (
    <form className="form form-wide" noValidate onSubmit={submit}>
      <OrganisationSelect label="Organisation" value={org} onChange={setOrg} />
      <PersonaFields
        value={details}
        onChange={(change) => setDetails({ ...details, ...change })}
        required
      />
      <PictureField
        label="Profile picture"
        personaName={details.name}
        file={picture.picture}
        onFile={picture.setPicture}
        resetKey={picture.resetKey}
      />
      <FormFooter
        status={status}
        onDismiss={clear}
        pending={pending}
        submitLabel="Create Persona"
      />
      <LeaveGuard unsaved={unsaved} />
    </form>
  );
}
