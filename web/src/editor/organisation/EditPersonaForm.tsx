import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { organisationCalls, personaPictureName, type Persona } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { SelectField } from '../media/fields';
import { StatusLine } from '../media/StatusLine';
import { UPLOADING } from '../media/uploadChecks';
import { useStatus } from '../media/useStatus';
import { OrganisationSelect } from './OrganisationSelect';
import { PictureField } from './PictureField';
import { checkEditPersona, checkRemovePersona } from './organisationChecks';
import { useOrganisations, useOrganisationsStore } from './organisationsStore';
import { checkPicture, finishWithPicture, uploadProfilePicture } from './profilePicture';
import { CONFIRM_REMOVE, useTwoStepRemove } from './twoStepRemove';

/** What the form changes; null fields still show the chosen persona's saved value. */
type Edits = Partial<Persona & { newOrg: string }>;

/** Edit Persona: choose an organisation and a persona; change it, move it, or remove it. */
export function EditPersonaForm() {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { organisations, state, reload } = useOrganisations();
  const pictureChanged = useOrganisationsStore((store) => store.pictureChanged);
  const { status, show, clear } = useStatus();
  const remove = useTwoStepRemove();
  const [params] = useSearchParams();
  const [org, setOrg] = useState(params.get('organisation') ?? '');
  const [personaName, setPersonaName] = useState(params.get('persona') ?? '');
  const [edits, setEdits] = useState<Edits>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [pending, setPending] = useState(false);
  const personas = organisations.find((each) => each.name === org)?.personas ?? [];
  const persona = personas.find((each) => each.name === personaName);
  const shown = {
    name: edits.name ?? persona?.name ?? '',
    email: edits.email ?? persona?.email ?? '',
    role: edits.role ?? persona?.role ?? '',
    newOrg: edits.newOrg ?? org,
  };

  function choose(nextOrg: string, nextPersona: string) {
    setOrg(nextOrg);
    setPersonaName(nextPersona);
    setEdits({});
    setPicture(null);
    setResetKey((key) => key + 1);
    remove.reset();
    clear();
  }

  async function run(work: () => Promise<void>) {
    setPending(true);
    try {
      await work();
    } catch (error) {
      show('failed', errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    remove.reset();
    const body = { token, org, persona: personaName, ...shown, role: shown.role.trim() };
    const problem = checkEditPersona(body) ?? checkPicture(picture);
    if (problem) return show('failed', problem);
    await run(async () => {
      const saved = await callApi(organisationCalls.editPersona, body);
      if (picture) show('warning', UPLOADING);
      const outcome = await finishWithPicture(
        saved,
        picture,
        (file) => uploadProfilePicture(token, shown.name, file),
        personaPictureName(shown.name.trim()),
      );
      if (outcome.uploaded) pictureChanged();
      choose(shown.newOrg.trim(), shown.name.trim());
      show(outcome.kind, outcome.message);
      await reload();
    });
  }

  async function pressRemove() {
    if (pending) return;
    const body = { token, org, persona: personaName };
    const problem = checkRemovePersona(body);
    if (problem) return show('failed', problem);
    if (remove.press(`${org}\n${personaName}`).action === 'ask') {
      return show('warning', CONFIRM_REMOVE);
    }
    await run(async () => {
      const answer = await callApi(organisationCalls.removePersona, body);
      choose(org, '');
      show(answer.type, answer.data);
      await reload();
    });
  }

  return (
    <form className="form form-wide" noValidate onSubmit={save}>
      <OrganisationSelect
        label="Organisation"
        organisations={organisations}
        value={org}
        onChange={(next) => choose(next, '')}
        placeholder="Select an organisation"
        loading={state === 'loading' && organisations.length === 0}
      />
      <SelectField
        label="Persona"
        value={personaName}
        disabled={!org}
        onChange={(event) => choose(org, event.target.value)}
      >
        <option value="">{personas.length ? 'Select a persona' : 'No personas yet'}</option>
        {personas.map((each) => (
          <option key={each.name} value={each.name}>
            {each.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="persona-details" disabled={!persona}>
        <legend className="visually-hidden">Persona details</legend>
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          value={shown.name}
          onChange={(event) => setEdits({ ...edits, name: event.target.value })}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          value={shown.email}
          onChange={(event) => setEdits({ ...edits, email: event.target.value })}
        />
        <TextField
          label="Role (shown in the e-mail signature)"
          name="role"
          autoComplete="off"
          value={shown.role}
          onChange={(event) => setEdits({ ...edits, role: event.target.value })}
        />
        <OrganisationSelect
          label="Belongs to"
          organisations={organisations}
          value={shown.newOrg}
          onChange={(newOrg) => setEdits({ ...edits, newOrg })}
          placeholder="None"
        />
        <PictureField
          label="New profile picture (optional)"
          personaName={shown.name}
          savedName={persona?.name}
          file={picture}
          onFile={setPicture}
          resetKey={resetKey}
        />
      </fieldset>
      <StatusLine status={status} onDismiss={clear} />
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary btn-busy"
          disabled={pending}
          aria-busy={pending}
        >
          Save Changes
        </button>
        <button
          type="button"
          className="btn btn-remove"
          data-armed={remove.armedFor === `${org}\n${personaName}`}
          disabled={pending}
          onClick={pressRemove}
        >
          Remove
        </button>
      </div>
    </form>
  );
}
