import { useMemo } from 'react';
import { badgeText } from '../logic/cuts';
import { unreadCounts } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { Icon } from './icons';
import { VIEWS, VIEW_LABEL, type View } from './views';
import { useT } from '../../shared/i18n';

interface PlayerNavProps {
  current: View;
  onSelect: (view: View) => void;
}

/** Inbox, Social, News, Notes, Settings with unread badges; a bottom bar on phones. */
export function PlayerNav({ current, onSelect }: PlayerNavProps) {
  const t = useT();
  const events = usePlayerStore((state) => state.events);
  const counts = useMemo(() => unreadCounts(events), [events]);
  const unread: Partial<Record<View, number>> = counts;

  return (
    <nav className="player-nav" aria-label={t('nav.label')}>
      <ul role="list" className="player-nav-list">
        {VIEWS.map((view) => {
          const count = unread[view] ?? 0;
          const badge = badgeText(count);
          return (
            <li key={view}>
              <button
                type="button"
                className="player-nav-item"
                aria-current={view === current ? 'page' : undefined}
                aria-label={
                  badge ? t('nav.unread', { label: t(VIEW_LABEL[view]), count }) : undefined
                }
                onClick={() => onSelect(view)}
              >
                <Icon name={view} />
                <span className="player-nav-label">{t(VIEW_LABEL[view])}</span>
                {badge && (
                  <span className="player-badge" aria-hidden="true">
                    {badge}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
