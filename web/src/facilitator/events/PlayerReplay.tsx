import { useState } from 'react';
import { ReplayView } from '../../reports/replay/ReplayView';
import { Dialog } from '../../shared/ui';
import { useConsoleLogin } from '../consoleData';

/**
 * "Replay" beside a player's position: the portal's replay, in a dialog, of what this player
 * saw at any minute of the game (docs/facilitator.md "View players' position").
 */
export function PlayerReplay({ player, players }: { player: string; players: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const { token, login } = useConsoleLogin();
  const group = login?.identifier;
  if (!group) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary console-player-replay"
        aria-label={`Replay what ${player} saw`}
        onClick={() => setOpen(true)}
      >
        Replay
      </button>
      <Dialog
        open={open}
        role="dialog"
        title={`What ${player} saw`}
        onClose={() => setOpen(false)}
        footer={
          <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        {open && (
          <div className="console-replay">
            <ReplayView token={token} group={group} players={players} player={player} />
          </div>
        )}
      </Dialog>
    </>
  );
}
