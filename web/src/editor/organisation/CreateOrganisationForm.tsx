import { useState, type FormEvent } from 'react';
import { organisationCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { StatusLine } from '../media/StatusLine';
import { useStatus } from '../media/useStatus';
import { checkCreateOrganisation } from './organisationChecks';
import { useOrganisations } from './organisationsStore';

/** New Organisation: a name and an optional e-mail address. */
export function CreateOrganisationForm() {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { reload } = useOrganisations();
  const { status, show, clear } = useStatus();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { token, name, email: email.trim() || undefined };
    const problem = checkCreateOrganisation(body);
    if (problem) return show('failed', problem);
    setPending(true);
    clear();
    try {
      const answer = await callApi(organisationCalls.createOrganisation, body);
      show(answer.type, answer.data);
      setName('');
      setEmail('');
      await reload();
    } catch (error) {
      show('failed', errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form form-wide" noValidate onSubmit={submit}>
      <TextField
        label="Organisation name"
        name="name"
        autoComplete="organization"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <StatusLine status={status} onDismiss={clear} />
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary btn-busy"
          disabled={pending}
          aria-busy={pending}
        >
          Create Organisation
        </button>
      </div>
    </form>
  );
}
