import { useId, useState } from 'react';
import type { FacilitatorStatus, PositionPlayer } from '@dojo/protocol';
import { plural } from '@dojo/protocol';
import { PlayerReplay } from './PlayerReplay';
import { positionLine, type PositionClock } from './positionLine';
import { STUCK_AFTER_MINUTES, isStuck } from './stuck';
import { useNow } from './useNow';

interface PositionsListProps {
  status: FacilitatorStatus;
  receivedAt: number;
}

/** The collapsible "View players' position": players grouped by the last message they got. */
export function PositionsList({ status, receivedAt }: PositionsListProps) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const [stuckAfter, setStuckAfter] = useState<number>(5);
  const now = useNow();
  const clock: PositionClock = {
    paused: status.paused,
    serverTime: status.serverTime,
    elapsedMs: Math.max(0, now - receivedAt),
  };
  const everyone = status.currentPositions.flatMap((group) => group.players);
  const users = everyone.map((player) => player.user);
  const stuck = everyone.filter((player) => isStuck(player, clock, stuckAfter)).length;

  return (
    <section className="console-positions" aria-labelledby={`${id}-title`}>
      <div className="console-positions-head">
        <h2 id={`${id}-title`} className="console-section-title">
          <button
            type="button"
            className="btn btn-quiet console-toggle"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            onClick={() => setOpen(!open)}
          >
            View players&apos; position
          </button>
        </h2>
        <p className="console-count">
          {plural(everyone.length, 'player')}
          {stuck > 0 && <strong className="console-stuck-count">, {stuck} may be stuck</strong>}
        </p>
        <label className="console-stuck-choice">
          Stuck after{' '}
          <select
            className="select"
            value={stuckAfter}
            onChange={(event) => setStuckAfter(Number(event.target.value))}
          >
            {STUCK_AFTER_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min without anything new
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id={`${id}-list`} hidden={!open}>
        {everyone.length === 0 ? (
          <p className="empty-state">No player has joined yet.</p>
        ) : (
          status.currentPositions.map((group) => (
            <div key={group.subject} className="console-group">
              <h3 className="console-group-title">{group.subject || 'Nothing received yet'}</h3>
              <ul className="console-players" role="list">
                {group.players.map((player) => (
                  <PlayerRow
                    key={player.user}
                    player={player}
                    clock={clock}
                    stuck={isStuck(player, clock, stuckAfter)}
                    users={users}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  );
}

interface PlayerRowProps {
  player: PositionPlayer;
  clock: PositionClock;
  stuck: boolean;
  /** Every player, for the replay's player choice. */
  users: readonly string[];
}

function PlayerRow({ player, clock, stuck, users }: PlayerRowProps) {
  return (
    <li className="console-player" data-stuck={stuck || undefined} data-player={player.user}>
      <span className="console-player-name">{player.user}</span>
      <span className="console-player-line">{positionLine(player, clock)}</span>
      {player.adHoc && <span className="console-player-adhoc">Last sent: {player.adHoc}</span>}
      {stuck && <span className="console-badge console-badge-stuck">May be stuck</span>}
      <PlayerReplay player={player.user} players={users} />
    </li>
  );
}
