import { useState, type FormEvent } from 'react';
import { facilitatorCalls, messagesFor, type PlayerListEntry } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import {
  BusyButton,
  DataTable,
  SelectField,
  StatusBanner,
  usePending,
  useStatus,
} from '../../shared/ui';
import { changeTeam, letPlayerBackIn } from '../consoleActions';
import { queryClient, queryKeys } from '../../shared/query';
import { useConsoleLogin, useLiveConsoleRead } from '../consoleData';
import { TimeSettingCell } from './TimeSettingCell';

/** The Change Team tab: every player with their team, and moving one to another team. */
export function ChangeTeamTab() {
  const { token, login } = useConsoleLogin();
  const teams = login?.teams ?? [];
  // Read again with the status: on every push (a join, a move) and poll.
  const list = useLiveConsoleRead(queryKeys.facilitator.players, (key, signal) =>
    callApi(facilitatorCalls.retrievePlayers, { token: key }, { signal }),
  );
  const players = list.data ?? null;
  const listError = list.isError ? errorMessage(list.error) : null;
  const [player, setPlayer] = useState('');
  const [team, setTeam] = useState('');
  const message = useStatus();
  const { pending, run } = usePending((failed) => message.show('failed', failed));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [problem] = messagesFor(facilitatorCalls.changePlayerTeam.request, {
      token,
      player,
      team,
    });
    if (problem) return message.show('failed', problem);
    const answer = await run(() => changeTeam(player, team));
    if (!answer) return;
    message.show(answer.type, answer.data);
    queryClient.setQueryData<PlayerListEntry[]>(queryKeys.facilitator.players(token), (list) =>
      list?.map((p) => (p.player === player ? { ...p, team } : p)),
    );
  }

  async function letBackIn(alias: string) {
    message.clear();
    const answer = await run(() => letPlayerBackIn(alias));
    if (answer) message.show(answer.type, answer.data);
  }

  return (
    <div className="console-team">
      {message.status && (
        <StatusBanner kind={message.status.kind} onDismiss={message.clear}>
          {message.status.message}
        </StatusBanner>
      )}
      {listError && (
        <StatusBanner kind="failed">Could not list the players: {listError}</StatusBanner>
      )}
      <form className="console-team-form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField label="Player" value={player} onChange={(e) => setPlayer(e.target.value)}>
          <option value="">Select a player</option>
          {(players ?? []).map((entry) => (
            <option key={entry.player} value={entry.player}>
              {entry.player}
            </option>
          ))}
        </SelectField>
        <SelectField label="New team" value={team} onChange={(e) => setTeam(e.target.value)}>
          <option value="">Select a team</option>
          {teams.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <BusyButton busy={pending}>Move player</BusyButton>
      </form>
      {players === null && !listError ? (
        <p role="status">Listing the players…</p>
      ) : players && players.length === 0 ? (
        <p className="empty-state">No player has joined yet.</p>
      ) : (
        <DataTable
          className="console-table"
          caption="Players and their teams"
          rows={players ?? []}
          rowKey={(entry) => entry.player}
          columns={[
            { header: 'Player', cell: (entry) => entry.player },
            { header: 'Team', cell: (entry) => entry.team || 'No team' },
            {
              header: 'Time',
              cell: (entry) => (
                <TimeSettingCell
                  entry={entry}
                  onDone={(answer) => message.show(answer.type, answer.data)}
                />
              ),
            },
            {
              header: 'Device',
              cell: (entry) => (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={pending}
                  aria-label={`Let ${entry.player} back in`}
                  title="Lets this player join again from another device"
                  onClick={() => void letBackIn(entry.player)}
                >
                  Let back in
                </button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
