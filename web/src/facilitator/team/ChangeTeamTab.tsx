import { useEffect, useState, type FormEvent } from 'react';
import { facilitatorCalls, messagesFor, type PlayerListEntry } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { BusyButton, SelectField, StatusBanner, usePending, useStatus } from '../../shared/ui';
import { changeTeam, letPlayerBackIn } from '../consoleActions';
import { useConsole } from '../consoleStore';
import { TimeSettingCell } from './TimeSettingCell';

/** The Change Team tab: every player with their team, and moving one to another team. */
export function ChangeTeamTab() {
  const token = useConsole((state) => state.token);
  const teams = useConsole((state) => state.login?.teams ?? []);
  // Every status read (a join, a move) re-reads the list.
  const statusAt = useConsole((state) => state.statusReceivedAt);
  const [players, setPlayers] = useState<PlayerListEntry[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [player, setPlayer] = useState('');
  const [team, setTeam] = useState('');
  const message = useStatus();
  const { pending, run } = usePending((failed) => message.show('failed', failed));

  useEffect(() => {
    let current = true;
    callApi(facilitatorCalls.retrievePlayers, { token })
      .then((list) => current && (setPlayers(list), setListError(null)))
      .catch((error: unknown) => current && setListError(errorMessage(error)));
    return () => {
      current = false;
    };
  }, [token, statusAt]);

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
    setPlayers((list) => list?.map((p) => (p.player === player ? { ...p, team } : p)) ?? null);
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
        <table className="console-table">
          <caption>Players and their teams</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Team</th>
              <th scope="col">Time</th>
              <th scope="col">Device</th>
            </tr>
          </thead>
          <tbody>
            {(players ?? []).map((entry) => (
              <tr key={entry.player}>
                <td>{entry.player}</td>
                <td>{entry.team || 'No team'}</td>
                <td>
                  <TimeSettingCell
                    entry={entry}
                    onDone={(answer) => message.show(answer.type, answer.data)}
                  />
                </td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
