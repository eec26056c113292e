import { useEffect, useMemo } from 'react';
import { PlayerMain } from './main/PlayerMain';
import { BackendContext } from './state/backend';
import { usePlayerStore } from './state/playerStore';
import { useToasts } from './state/toasts';
import { useNotify } from './state/useNotify';
import { tutorialBackend } from './tutorial/tutorialBackend';
import { useT } from '../shared/i18n';
import { tutorialTimeSetting } from './tutorial/tutorialTime';

/** /exercise/tutorial: ten practice steps (t1 to t10), answered entirely in the browser. */
export function TutorialPage() {
  const t = useT();
  const notify = useNotify();
  const timeSetting = useMemo(() => tutorialTimeSetting(window.location.search), []);
  const backend = useMemo(() => tutorialBackend(notify, timeSetting), [notify, timeSetting]);

  useEffect(() => {
    usePlayerStore.getState().reset();
    useToasts.getState().clear();
    void backend.refresh();
    return () => {
      backend.stop();
      usePlayerStore.getState().reset();
    };
  }, [backend]);

  return (
    <BackendContext value={backend}>
      <PlayerMain title={t('tutorial.title')} />
    </BackendContext>
  );
}
