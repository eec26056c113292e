import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { organisationCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import {
  CONFIRM_REMOVE,
  FormFooter,
  RemoveButton,
  usePending,
  useStatus,
  useTwoStepRemove,
} from '../../shared/ui';
import { OrganisationFields, type OrganisationDetails } from './OrganisationFields';
import { OrganisationSelect } from './OrganisationSelect';
import { checkEditOrganisation, checkRemoveOrganisation } from './organisationChecks';
import { raiseIfStaleOrganisation, withAffected } from './organisationConflict';
import { useOrganisations } from './organisations';
import { LeaveGuard } from '../LeaveGuard';
import { hasUnsavedDetails } from './unsavedDetails';

/** Edit Organisation: choose one, rename it or change its e-mail, or remove it (two presses). */
export function EditOrganisationForm() {
  const token = useEditorToken();
  const { organisations, reload } = useOrganisations();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const remove = useTwoStepRemove();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(params.get('organisation') ?? '');
  // Until edited, the fields show the chosen organisation's details.
  const [edits, setEdits] = useState<Partial<OrganisationDetails>>({});
  const current = organisations.find((organisation) => organisation.name === selected);
  const shown = {
    name: edits.name ?? current?.name ?? '',
    email: edits.email ?? current?.email ?? '',
  };
  const unsaved = hasUnsavedDetails(edits, { name: current?.name, email: current?.email });

  function choose(organisation: string) {
    setSelected(organisation);
    setEdits({});
    remove.reset();
    clear();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    remove.reset();
    const email = shown.email.trim() || undefined;
    const body = { token, old: selected, name: shown.name, email, baseRevision: current?.revision };
    const problem = checkEditOrganisation(body);
    if (problem) return show('failed', problem);
    await run(async () => {
      try {
        const answer = await callApi(organisationCalls.editOrganisation, body);
        const affected = answer.affected ?? [];
        show(affected.length > 0 ? 'warning' : answer.type, withAffected(answer.data, affected));
        setSelected(shown.name.trim());
        setEdits({});
        await reload();
      } catch (error) {
        raiseIfStaleOrganisation(error, {
          kind: 'organisation',
          token,
          organisation: selected,
          mine: { name: shown.name, email, personas: current?.personas ?? [] },
          reload: async () => {
            setEdits({});
            await reload();
          },
          copy: { email },
        });
        throw error;
      }
    });
  }

  async function pressRemove() {
    if (pending) return;
    const body = { token, filename: selected, baseRevision: current?.revision };
    const problem = checkRemoveOrganisation(body);
    if (problem) return show('failed', problem);
    if (remove.press(selected).action === 'ask') return show('warning', CONFIRM_REMOVE);
    await run(async () => {
      const answer = await callApi(organisationCalls.removeOrganisation, body);
      const affected = answer.affected ?? [];
      show(affected.length > 0 ? 'warning' : answer.type, withAffected(answer.data, affected));
      setSelected('');
      setEdits({});
      await reload();
    });
  }

  return (
    <form className="form form-wide" noValidate onSubmit={save}>
      <OrganisationSelect label="Organisation" value={selected} onChange={choose} />
      <OrganisationFields
        nameLabel="Name"
        value={shown}
        onChange={(change) => setEdits({ ...edits, ...change })}
        disabled={!current}
      />
      {current && (
        <p className="field-hint">
          Renaming keeps the personas. Scenario events name their organisation, so events that use “
          {current.name}” need the new name too.
        </p>
      )}
      <FormFooter status={status} onDismiss={clear} pending={pending} submitLabel="Save Changes">
        <RemoveButton
          armed={remove.armedFor !== null && remove.armedFor === selected}
          disabled={pending}
          onClick={pressRemove}
        />
      </FormFooter>
      <LeaveGuard unsaved={unsaved} />
    </form>
  );
}
