import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { organisationCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { raiseIfStaleOrganisation, withAffected } from './organisationConflict';
import { useEditorToken } from '../../shared/session';
import {
  CONFIRM_REMOVE,
  FormFooter,
  RemoveButton,
  SelectField,
  usePending,
  useStatus,
  useTwoStepRemove,
} from '../../shared/ui';
import { OrganisationSelect } from './OrganisationSelect';
import { PersonaFields, type PersonaDetails } from './PersonaFields';
import { PictureField } from './PictureField';
import { checkEditPersona, checkRemovePersona } from './organisationChecks';
import { useOrganisations } from './organisations';
import { LeaveGuard } from '../LeaveGuard';
import { hasUnsavedDetails } from './unsavedDetails';
import { usePersonaPicture } from './usePersonaPicture';

/** What the form changes; fields not edited still show the chosen persona's saved value. */
type Edits = Partial<PersonaDetails & { newOrg: string }>;

/** Edit Persona: choose an organisation and a persona; change it, move it, or remove it. */
export function EditPersonaForm() {
  const token = useEditorToken();
  const { organisations, reload } = useOrganisations();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const picture = usePersonaPicture(show);
  const remove = useTwoStepRemove();
  const [params] = useSearchParams();
  const [org, setOrg] = useState(params.get('organisation') ?? '');
  const [personaName, setPersonaName] = useState(params.get('persona') ?? '');
  const [edits, setEdits] = useState<Edits>({});
  const personas = organisations.find((each) => each.name === org)?.personas ?? [];
  const persona = personas.find((each) => each.name === personaName);
  const shown = {
    name: edits.name ?? persona?.name ?? '',
    email: edits.email ?? persona?.email ?? '',
    role: edits.role ?? persona?.role ?? '',
    newOrg: edits.newOrg ?? org,
  };
  const unsaved = hasUnsavedDetails(edits, { ...persona, newOrg: org }) || picture.picture !== null;

  function choose(nextOrg: string, nextPersona: string) {
    setOrg(nextOrg);
    setPersonaName(nextPersona);
    setEdits({});
    picture.clear();
    remove.reset();
    clear();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    remove.reset();
    const baseRevision = organisations.find((each) => each.name === org)?.revision;
    const role = shown.role.trim();
    const body = { token, org, persona: personaName, ...shown, role, baseRevision };
    const problem = checkEditPersona(body) ?? picture.problem();
    if (problem) return show('failed', problem);
    await run(async () => {
      try {
        const saved = await callApi(organisationCalls.editPersona, body);
        const outcome = await picture.finish(saved, shown.name);
        choose(shown.newOrg.trim(), shown.name.trim());
        show(
          saved.affected?.length ? 'warning' : outcome.kind,
          withAffected(outcome.message, saved.affected),
        );
        await reload();
      } catch (error) {
        const mine = { name: shown.name, email: shown.email, role };
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

  async function pressRemove() {
    if (pending) return;
    const baseRevision = organisations.find((each) => each.name === org)?.revision;
    const body = { token, org, persona: personaName, baseRevision };
    const problem = checkRemovePersona(body);
    if (problem) return show('failed', problem);
    if (remove.press(`${org}\n${personaName}`).action === 'ask') {
      return show('warning', CONFIRM_REMOVE);
    }
    await run(async () => {
      const answer = await callApi(organisationCalls.removePersona, body);
      choose(org, '');
      const affected = answer.affected ?? [];
      show(affected.length > 0 ? 'warning' : answer.type, withAffected(answer.data, affected));
      await reload();
    });
  }

  return (
    <form className="form form-wide" noValidate onSubmit={save}>
      <OrganisationSelect label="Organisation" value={org} onChange={(next) => choose(next, '')} />
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
        <PersonaFields value={shown} onChange={(change) => setEdits({ ...edits, ...change })} />
        <OrganisationSelect
          label="Belongs to"
          value={shown.newOrg}
          onChange={(newOrg) => setEdits({ ...edits, newOrg })}
          placeholder="None"
        />
        <PictureField
          label="New profile picture (optional)"
          personaName={shown.name}
          savedName={persona?.name}
          file={picture.picture}
          onFile={picture.setPicture}
          resetKey={picture.resetKey}
        />
      </fieldset>
      <FormFooter status={status} onDismiss={clear} pending={pending} submitLabel="Save Changes">
        <RemoveButton
          armed={remove.armedFor === `${org}\n${personaName}`}
          disabled={pending}
          onClick={pressRemove}
        />
      </FormFooter>
      <LeaveGuard unsaved={unsaved} />
    </form>
  );
}
