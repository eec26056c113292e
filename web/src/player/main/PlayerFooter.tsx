import { useSocket } from '../../shared/realtime';
import { useBackend } from '../state/backend';
import { usePlayerStore } from '../state/playerStore';
import { CONNECTION_TEXT, clockState } from './clockState';
import { useT } from '../../shared/i18n';

function ConnectionState() {
  const t = useT();
  const { status } = useSocket();
  const clock = usePlayerStore((state) => state.clock);
  const finished = usePlayerStore((state) => state.finished);
  const live = status === 'connected';
  const state = live ? clockState(clock, finished) : 'down';
  return (
    <span className={`connection connection-${state}`} role="status">
      <span className="connection-dot" aria-hidden="true" />
      {t(CONNECTION_TEXT[state])}
    </span>
  );
}

/** The exercise, who is playing, and whether updates arrive live. */
export function PlayerFooter({ title }: { title: string }) {
  const t = useT();
  const backend = useBackend();
  return (
    <footer className="player-footer">
      <div className="player-footer-inner">
        <span className="player-footer-title">{title}</span>
        {backend.mode === 'live' ? (
          <>
            <span>
              {t('footer.playingAs')} <strong>{backend.player}</strong>
            </span>
            <ConnectionState />
          </>
        ) : (
          <span>{t('footer.practice')}</span>
        )}
      </div>
    </footer>
  );
}
