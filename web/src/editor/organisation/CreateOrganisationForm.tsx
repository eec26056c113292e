import { useState, type FormEvent } from 'react';
import { organisationCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { FormFooter, usePending, useStatus } from '../../shared/ui';
import { OrganisationFields, type OrganisationDetails } from './OrganisationFields';
import { checkCreateOrganisation } from './organisationChecks';
import { useOrganisations } from './organisations';
import { LeaveGuard } from '../LeaveGuard';
import { hasUnsavedDetails } from './unsavedDetails';

const EMPTY: OrganisationDetails = { name: '', email: '' };

/** New Organisation: a name and an optional e-mail address. */
export function CreateOrganisationForm() {
  const token = useEditorToken();
  const { reload } = useOrganisations();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const [details, setDetails] = useState(EMPTY);
  const unsaved = hasUnsavedDetails(details, EMPTY);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { token, name: details.name, email: details.email.trim() || undefined };
    const problem = checkCreateOrganisation(body);
    if (problem) return show('failed', problem);
    clear();
    await run(async () => {
      const answer = await callApi(organisationCalls.createOrganisation, body);
      show(answer.type, answer.data);
      setDetails(EMPTY);
      await reload();
    });
  }

  return (
    <form className="form form-wide" noValidate onSubmit={submit}>
      <OrganisationFields
        nameLabel="Organisation name"
        value={details}
        onChange={(change) => setDetails({ ...details, ...change })}
      />
      <FormFooter
        status={status}
        onDismiss={clear}
        pending={pending}
        submitLabel="Create Organisation"
      />
      <LeaveGuard unsaved={unsaved} />
    </form>
  );
}
