import { useSocket } from '../../shared/realtime';
import { useBackend } from '../state/backend';

function ConnectionState() {
  const { status } = useSocket();
  const live = status === 'connected';
  return (
    <span className={live ? 'connection connection-live' : 'connection connection-down'}>
      <span className="connection-dot" aria-hidden="true" />
      {live ? 'Live' : 'Reconnecting… checking for new messages every 5 seconds'}
    </span>
  );
}

/** The exercise, who is playing, and whether updates arrive live. */
export function PlayerFooter({ title }: { title: string }) {
  const backend = useBackend();
  return (
    <footer className="player-footer">
      <div className="player-footer-inner">
        <span className="player-footer-title">{title}</span>
        {backend.mode === 'live' ? (
          <>
            <span>
              Playing as <strong>{backend.player}</strong>
            </span>
            <ConnectionState />
          </>
        ) : (
          <span>Practice mode: nothing you do here is scored or sent.</span>
        )}
      </div>
    </footer>
  );
}
