import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { organisationCalls, personaPictureName } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { StatusLine } from '../media/StatusLine';
import { UPLOADING } from '../media/uploadChecks';
import { useStatus } from '../media/useStatus';
import { OrganisationSelect } from './OrganisationSelect';
import { PictureField } from './PictureField';
import { checkCreatePersona } from './organisationChecks';
import { useOrganisations, useOrganisationsStore } from './organisationsStore';
import { checkPicture, finishWithPicture, uploadProfilePicture } from './profilePicture';

/** New Persona: organisation, name, e-mail, role and a profile picture. */
export function CreatePersonaForm() {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { organisations, state, reload } = useOrganisations();
  const pictureChanged = useOrganisationsStore((store) => store.pictureChanged);
  const { status, show, clear } = useStatus();
  const [params] = useSearchParams();
  const [org, setOrg] = useState(params.get('organisation') ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = { token, org, name, email, role: role.trim() };
    const problem = checkCreatePersona(body) ?? checkPicture(picture);
    if (problem) return show('failed', problem);
    setPending(true);
    clear();
    try {
      const created = await callApi(organisationCalls.createPersona, body);
      if (picture) show('warning', UPLOADING);
      const outcome = await finishWithPicture(
        created,
        picture,
        (file) => uploadProfilePicture(token, name, file),
        personaPictureName(name.trim()),
      );
      if (outcome.uploaded) pictureChanged();
      show(outcome.kind, outcome.message);
      setName('');
      setEmail('');
      setRole('');
      setPicture(null);
      setResetKey((key) => key + 1);
      await reload();
    } catch (error) {
      show('failed', errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form form-wide" noValidate onSubmit={submit}>
      <OrganisationSelect
        label="Organisation"
        organisations={organisations}
        value={org}
        onChange={setOrg}
        placeholder="Select an organisation"
        loading={state === 'loading' && organisations.length === 0}
      />
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Role (shown in the e-mail signature)"
        name="role"
        autoComplete="off"
        value={role}
        onChange={(event) => setRole(event.target.value)}
      />
      <PictureField
        label="Profile picture"
        personaName={name}
        file={picture}
        onFile={setPicture}
        resetKey={resetKey}
      />
      <StatusLine status={status} onDismiss={clear} />
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary btn-busy"
          disabled={pending}
          aria-busy={pending}
        >
          Create Persona
        </button>
      </div>
    </form>
  );
}
