import { useState, type FormEvent } from 'react';
import { ADMIN_CAMPAIGN_FREE, portalCalls, type OrderCreated } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { useAdminForm } from '../shared/useAdminForm';
import { pickedDate, todayMonthDay } from './adminDate';
import { AdminDateFields, type MonthDay } from './AdminDateFields';
import { CampaignTeamsField } from './CampaignTeamsField';
import {
  campaignPlayers,
  campaignTeamProblem,
  noCampaignTeams,
  type CampaignTeams,
} from './campaignTeams';
import { ExerciseLinks } from './ExerciseLinks';
import { PlayerEmails } from './PlayerEmails';
import { BrandingField, ClientField, ScenarioField } from '../shared/ChoiceFields';

/** Create Campaign: an automated exercise for a client's players, under a client's branding. */
export function CreateCampaignPanel() {
  const token = useEditorToken();
  const form = useAdminForm();
  const [client, setClient] = useState('');
  const [branding, setBranding] = useState('');
  const [scenario, setScenario] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [date, setDate] = useState<MonthDay>(() => todayMonthDay(new Date()));
  const [emails, setEmails] = useState(['']);
  const [teams, setTeams] = useState<CampaignTeams>(noCampaignTeams);
  const [created, setCreated] = useState<OrderCreated | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      token,
      username: client,
      branding,
      scenario,
      identifier,
      date: pickedDate(date.month, date.day, new Date()),
      // Blank rows are ignored; each player carries their team's name, or -1 for none.
      players: campaignPlayers(emails, teams),
    };
    const answer = await form.submit(portalCalls.createOrder.request, body, async () => {
      if (!client) throw new Error('Please select a client.');
      const teamProblem = campaignTeamProblem(emails, teams);
      if (teamProblem) throw new Error(teamProblem);
      return callApi(portalCalls.createOrder, body);
    });
    if (!answer || !('players' in answer)) return;
    setCreated(answer);
    setIdentifier('');
    setEmails(['']);
    setTeams(noCampaignTeams());
  }

  return (
    <>
      <form className="form" noValidate onSubmit={submit} aria-label="Create Campaign">
        <ClientField value={client} onChange={setClient} />
        <BrandingField value={branding} onChange={setBranding} />
        <ScenarioField value={scenario} onChange={setScenario} />
        <TextField
          label="Identifier"
          maxLength={100}
          value={identifier}
          hint="Names the exercise and its report."
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <AdminDateFields value={date} onChange={setDate} />
        <PlayerEmails emails={emails} onChange={setEmails} />
        <CampaignTeamsField emails={emails} teams={teams} onChange={setTeams} />
        <p className="admin-fact">{ADMIN_CAMPAIGN_FREE}</p>
        <AdminFormFooter form={form} submitLabel="Create Campaign" />
      </form>
      {created && (
        <ExerciseLinks
          title={`Player links of ${created.identifier}`}
          links={created.players.map((player) => ({
            label: player.team === null ? player.user : `${player.user} (${player.team})`,
            path: `/exercise/${player.token}`,
          }))}
        />
      )}
    </>
  );
}
