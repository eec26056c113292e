import { useState, type FormEvent } from 'react';
import { adminCalls, type FacilitatedCreated } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { useAdminForm } from '../shared/useAdminForm';
import { pickedDate, todayMonthDay } from './adminDate';
import { AdminDateFields, type MonthDay } from './AdminDateFields';
import { ExerciseLinks } from './ExerciseLinks';
import { TeamNames } from './TeamNames';
import { BrandingField, ScenarioField } from '../shared/ChoiceFields';

/** Create Facilitated: a live session a facilitator runs, players joining by one shared link. */
export function CreateFacilitatePanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [branding, setBranding] = useState('');
  const [email, setEmail] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [scenario, setScenario] = useState('');
  const [teams, setTeams] = useState(['']);
  const [date, setDate] = useState<MonthDay>(() => todayMonthDay(new Date()));
  const [created, setCreated] = useState<FacilitatedCreated | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      token,
      branding,
      email,
      identifier,
      scenario,
      teams,
      date: pickedDate(date.month, date.day, new Date()),
    };
    const answer = await form.submit(adminCalls.createFacilitate.request, body, () =>
      callApi(adminCalls.createFacilitate, body),
    );
    if (!answer) return;
    setCreated(answer);
    setIdentifier('');
  }

  return (
    <>
      <form className="form" noValidate onSubmit={submit} aria-label="Create Facilitated Exercise">
        <BrandingField value={branding} onChange={setBranding} />
        <TextField
          label="Facilitator email"
          type="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Identifier"
          maxLength={100}
          value={identifier}
          hint="At least 5 characters; names the session and its report."
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <ScenarioField value={scenario} onChange={setScenario} />
        <AdminDateFields value={date} onChange={setDate} />
        <TeamNames teams={teams} onChange={setTeams} />
        <AdminFormFooter form={form} submitLabel="Create Facilitated" />
      </form>
      {created && (
        <ExerciseLinks
          title={`Links of ${created.identifier}`}
          links={[
            { label: 'Facilitator console', path: `/facilitator/${created.facilitatorToken}` },
            { label: 'Players join here', path: `/exercise/${created.joinToken}` },
          ]}
        />
      )}
    </>
  );
}
