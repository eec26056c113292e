import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { organisationCalls } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { StatusLine } from '../media/StatusLine';
import { useStatus } from '../media/useStatus';
import { OrganisationSelect } from './OrganisationSelect';
import { checkEditOrganisation, checkRemoveOrganisation } from './organisationChecks';
import { useOrganisations } from './organisationsStore';
import { CONFIRM_REMOVE, useTwoStepRemove } from './twoStepRemove';

/** Edit Organisation: choose one, rename it or change its e-mail, or remove it (two presses). */
export function EditOrganisationForm() {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { organisations, state, reload } = useOrganisations();
  const { status, show, clear } = useStatus();
  const remove = useTwoStepRemove();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(params.get('organisation') ?? '');
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const current = organisations.find((organisation) => organisation.name === selected);
  // Until edited, the fields show the chosen organisation's details.
  const shownName = name ?? current?.name ?? '';
  const shownEmail = email ?? current?.email ?? '';

  function choose(organisation: string) {
    setSelected(organisation);
    setName(null);
    setEmail(null);
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
    const body = { token, old: selected, name: shownName, email: shownEmail.trim() || undefined };
    const problem = checkEditOrganisation(body);
    if (problem) return show('failed', problem);
    await run(async () => {
      const answer = await callApi(organisationCalls.editOrganisation, body);
      show(answer.type, answer.data);
      setSelected(shownName.trim());
      setName(null);
      setEmail(null);
      await reload();
    });
  }

  async function pressRemove() {
    if (pending) return;
    const body = { token, filename: selected };
    const problem = checkRemoveOrganisation(body);
    if (problem) return show('failed', problem);
    if (remove.press(selected).action === 'ask') return show('warning', CONFIRM_REMOVE);
    await run(async () => {
      const answer = await callApi(organisationCalls.removeOrganisation, body);
      show(answer.type, answer.data);
      setSelected('');
      setName(null);
      setEmail(null);
      await reload();
    });
  }

  return (
    <form className="form form-wide" noValidate onSubmit={save}>
      <OrganisationSelect
        label="Organisation"
        organisations={organisations}
        value={selected}
        onChange={choose}
        placeholder="Select an organisation"
        loading={state === 'loading' && organisations.length === 0}
      />
      <TextField
        label="Name"
        name="name"
        required
        disabled={!current}
        value={shownName}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="off"
        disabled={!current}
        value={shownEmail}
        onChange={(event) => setEmail(event.target.value)}
      />
      {current && (
        <p className="field-hint">
          Renaming keeps the personas. Scenario events name their organisation, so events that use “
          {current.name}” need the new name too.
        </p>
      )}
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
          data-armed={remove.armedFor !== null && remove.armedFor === selected}
          disabled={pending}
          onClick={pressRemove}
        >
          Remove
        </button>
      </div>
    </form>
  );
}
