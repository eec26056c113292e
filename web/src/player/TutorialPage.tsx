import { useEffect, useMemo } from 'react';
import { PlayerMain } from './main/PlayerMain';
import { BackendContext } from './state/backend';
import { usePlayerStore } from './state/playerStore';
import { useToasts } from './state/toasts';
import { useNotify } from './state/useNotify';
import { tutorialBackend } from './tutorial/tutorialBackend';
import { useActiveLanguage, useT } from '../shared/i18n';
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
  // A language chosen in Settings rewords the steps already shown, keeping their answers.
  const language = useActiveLanguage();
  useEffect(() => backend.speak(), [backend, language]);

  return (
    <BackendContext value={backend}>
      <PlayerMain title={t('tutorial.title')} />
    </BackendContext>
  );
}
