/**
 * ReplayView: pick a player and a minute of their game and see exactly the inbox they saw
 * then (the server replays the game's own projection), with their answers marked.
 *
 * Props: `token` (the viewer's session token), `group` (the report's exercise identifier),
 * `players` (the users to offer), `name` (how to show a player, e.g. anonymised), optional
 * `client` (the admin names the client), optional `player` (the one shown first). Reusable by
 * the facilitator console (a player's replay from their position).
 */
import { useId, useState } from 'react';
import { StatusBanner } from '../../shared/ui';
import { ReplayInbox } from './ReplayInbox';
import { useReplay } from './useReplay';
import './replay.css';

export interface ReplayViewProps {
  token: string;
  group: string;
  players: readonly string[];
  name?: (player: string) => string;
  client?: string;
  player?: string;
}

export function ReplayView(props: ReplayViewProps) {
  const { token, group, players, name = (p) => p, client } = props;
  const id = useId();
  const [player, setPlayer] = useState(props.player ?? players[0] ?? '');
  const [minute, setMinute] = useState(0);
  const state = useReplay({ token, group, player, minute, client });
  const replay = state.replay;
  const minutes = replay?.minutes ?? 0;

  if (players.length === 0) return <p className="report-empty">No player to replay yet.</p>;
  return (
    <section className="replay" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Replay</h3>
      <div className="replay-controls">
        <label className="field">
          <span className="field-label">Player</span>
          <select
            className="select"
            value={player}
            onChange={(event) => {
              setPlayer(event.target.value);
              setMinute(0);
            }}
          >
            {players.map((user) => (
              <option key={user} value={user}>
                {name(user)}
              </option>
            ))}
          </select>
        </label>
        <label className="field replay-minute">
          <span className="field-label">
            Minute {Math.min(minute, minutes)} of {minutes}
          </span>
          <input
            type="range"
            min={0}
            max={Math.max(minutes, 0)}
            step={1}
            value={Math.min(minute, minutes)}
            onChange={(event) => setMinute(Number(event.target.value))}
          />
        </label>
      </div>
      <div aria-live="polite" aria-busy={state.loading}>
        {state.error && <StatusBanner kind="failed">{state.error}</StatusBanner>}
        {replay && (
          <>
            {replay.finished && <p className="report-note">The run had ended by this minute.</p>}
            <ReplayInbox events={replay.events} />
          </>
        )}
        {!replay && !state.error && <p className="report-empty">Loading the replay…</p>}
      </div>
    </section>
  );
}
