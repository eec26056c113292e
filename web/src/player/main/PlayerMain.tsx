import { Suspense, useEffect, useState } from 'react';
import { AppHeader, AreaMain } from '../../shared/layout';
import { usePlace } from '../../shared/navigation/navigation';
import { AreaLoading } from '../../shared/lazy';
import { LoadingScreen } from '../gate/GateScreens';
import { InboxView } from '../inbox/InboxView';
import {
  AlertView,
  Announcer,
  NewsView,
  NotesView,
  ResultScreen,
  SettingsView,
  SocialView,
} from '../lazyParts';
import { FONT_SIZE_CLASS, usePlayerSettings } from '../settings/settingsStore';
import { useBackend } from '../state/backend';
import { eventKind, pendingAlert } from '../state/events';
import { usePlayerStore } from '../state/playerStore';
import { useToasts } from '../state/toasts';
import { PlayerFooter } from './PlayerFooter';
import { PlayerNav } from './PlayerNav';
import { Toasts } from './Toasts';
import { usePlayerLocation, type View } from './views';
import '../PlayerShell.css';
import './main.css';
import { useT } from '../../shared/i18n';

/** The chosen text size scales the whole page (the root font size) while it is shown. */
function useFontSize() {
  const fontSize = usePlayerSettings((state) => state.fontSize);
  useEffect(() => {
    if (!fontSize) return;
    const className = FONT_SIZE_CLASS[fontSize];
    document.documentElement.classList.add(className);
    return () => document.documentElement.classList.remove(className);
  }, [fontSize]);
}

const TAB_OF = { Email: 'inbox', Alert: 'inbox', Social: 'social', News: 'news' } as const;

/** The exercise's main view: navigation, the open tab, footer and notifications. */
export function PlayerMain({ title }: { title: string }) {
  const t = useT();
  const backend = useBackend();
  const { pathname } = usePlace();
  const { view, open, go } = usePlayerLocation();
  const events = usePlayerStore((state) => state.events);
  const loaded = usePlayerStore((state) => state.loaded);
  const finished = usePlayerStore((state) => state.finished);
  const [reviewing, setReviewing] = useState(false);
  useFontSize();
  useEffect(() => {
    if (open) useToasts.getState().dismissEvent(open);
  }, [open]);

  const alert = pendingAlert(events);
  const openEvent = (id: string) => {
    const event = events.find((candidate) => candidate.id === id);
    go(event ? TAB_OF[eventKind(event)] : 'inbox', id);
  };

  let content;
  if (!loaded) content = <LoadingScreen label={t('main.loadingInbox')} />;
  else if (finished && !reviewing) content = <ResultScreen onReview={() => setReviewing(true)} />;
  else if (alert) content = <AlertView event={alert} />;
  else content = <ViewContent view={view} open={open} go={go} />;
  const showNav = loaded && !alert && (!finished || reviewing);

  return (
    <div className="player-app">
      <AppHeader
        home={pathname}
        area={backend.mode === 'tutorial' ? t('main.areaTutorial') : t('main.areaExercise')}
      >
        {showNav && <PlayerNav current={view} onSelect={(next) => go(next)} />}
      </AppHeader>
      <AreaMain>
        {finished && reviewing && (
          <div className="player-ended" role="status">
            <p>{t('main.ended')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setReviewing(false)}>
              {t('main.showResult')}
            </button>
          </div>
        )}
        <Suspense fallback={<AreaLoading what={t('main.loadingView')} part />}>{content}</Suspense>
      </AreaMain>
      <PlayerFooter title={title} />
      {/* A full-screen alert is its own notice; the others wait until it is acknowledged. */}
      {!alert && <Toasts onOpen={openEvent} />}
      <Suspense fallback={null}>
        <Announcer />
      </Suspense>
    </div>
  );
}

interface ViewContentProps {
  view: View;
  open: string | null;
  go: (view: View, eventId?: string | null) => void;
}

function ViewContent({ view, open, go }: ViewContentProps) {
  switch (view) {
    case 'inbox':
      return <InboxView openId={open} onOpen={(id) => go('inbox', id)} />;
    case 'social':
      return <SocialView focusId={open} />;
    case 'news':
      return <NewsView openId={open} onOpen={(id) => go('news', id)} />;
    case 'notes':
      return <NotesView />;
    case 'settings':
      return <SettingsView />;
  }
}
