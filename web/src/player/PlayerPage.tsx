import { NotStartedScreen } from './gate/NotStartedScreen';
import { Suspense, useEffect, useState } from 'react';
import type { ExerciseSession, Language } from '@dojo/protocol';
import { AreaLoading } from '../shared/lazy';
import { useSession } from '../shared/session';
import { AliasForm } from './gate/AliasForm';
import { teamsOf } from './gate/aliasChoice';
import {
  ExpiredScreen,
  FailedScreen,
  LoadingScreen,
  NotFoundScreen,
  WaitingScreen,
} from './gate/GateScreens';
import { useExerciseLogin } from './gate/useExerciseLogin';
import { recordAgreement } from './gate/agreement';
import { useFacilitatedJoin } from './gate/useFacilitatedJoin';
import { LiveExercise } from './LiveExercise';
import { NdaScreen } from './lazyParts';
import { PlayerShell } from './PlayerShell';
import { playerStorage, readAlias, saveAlias, type AliasChoice } from './storage/exerciseStorage';
import { useExerciseRemoved } from './sync/useExerciseRemoved';
import { activateLanguage, sessionLanguage, useT } from '../shared/i18n';

/**
 * /exercise/:token and /e/:token. Screens in order (docs/player.md): the link check
 * (expired / not found), the NDA, the alias and team form for a facilitated exercise,
 * then the exercise itself. The token comes from the address: the player's own tree reads it
 * (playerApp.tsx), or react-router's route (routes.tsx).
 */
export function PlayerPage({ token }: { token: string }) {
  const [attempt, setAttempt] = useState(0);
  const login = useExerciseLogin(token, attempt);
  // An admin removed the exercise while it was open: its page ends at once.
  const removed = useExerciseRemoved(token);

  if (removed) {
    return (
      <PlayerShell>
        <NotFoundScreen />
      </PlayerShell>
    );
  }
  if (login.state === 'ready') {
    return <ExerciseGate key={token} code={token} session={login.session} />;
  }
  return (
    <PlayerShell>
      {login.state === 'loading' && <LoadingScreen />}
      {login.state === 'expired' && <ExpiredScreen />}
      {login.state === 'not-started' && <NotStartedScreen startsOn={login.startsOn} />}
      {login.state === 'not-found' && <NotFoundScreen />}
      {login.state === 'failed' && (
        <FailedScreen message={login.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </PlayerShell>
  );
}

/** The NDA agreement and the alias and team, as stored for this exercise. */
function useExerciseChoices() {
  const ndaAgreed = useSession((state) => state.ndaAgreed);
  const setNdaAgreed = useSession((state) => state.setNdaAgreed);
  const [choice, setChoice] = useState<AliasChoice>(() => {
    const storage = playerStorage();
    return storage ? readAlias(storage) : { alias: null, team: null };
  });
  const chooseAlias = (alias: string, team: string) => {
    const storage = playerStorage();
    if (storage) saveAlias(storage, alias, team);
    setChoice({ alias, team });
  };
  return { ndaAgreed, setNdaAgreed, choice, chooseAlias };
}

function ExerciseGate({ code, session }: { code: string; session: ExerciseSession }) {
  useEffect(() => void activateLanguage(sessionLanguage(session)), [session]);
  const t = useT();
  const { ndaAgreed, setNdaAgreed, choice, chooseAlias } = useExerciseChoices();
  if (!ndaAgreed) {
    return (
      <PlayerShell>
        <Suspense fallback={<AreaLoading what={t('gate.loadingAgreement')} part />}>
          <NdaScreen
            logoUrl={session.branding_logo_url}
            ndaHtml={session.nda_text}
            beta={session.beta}
            timeSetting={session.timeSetting}
            onAgree={() => {
              recordAgreement(session);
              setNdaAgreed(true);
            }}
          />
        </Suspense>
      </PlayerShell>
    );
  }
  // A facilitated exercise's shared link carries no player yet: the alias form comes next.
  if (session.facilitated && !session.token) {
    return <FacilitatedJoin code={code} session={session} choice={choice} onChosen={chooseAlias} />;
  }
  return <LiveExercise code={code} session={session} alias={null} team={null} />;
}

interface FacilitatedJoinProps {
  code: string;
  session: ExerciseSession;
  choice: AliasChoice;
  onChosen: (alias: string, team: string) => void;
}

function FacilitatedJoin({ code, session, choice, onChosen }: FacilitatedJoinProps) {
  const t = useT();
  // The scenario language matters at the first join only: it is kept on the player.
  const [language, setLanguage] = useState<Language | undefined>();
  const { join, retry, change } = useFacilitatedJoin(code, choice.alias, choice.team, language);
  if (join.state === 'joined') {
    return (
      <LiveExercise code={code} session={join.session} alias={choice.alias} team={choice.team} />
    );
  }
  return (
    <PlayerShell>
      {join.state === 'joining' && <LoadingScreen label={t('gate.joining')} />}
      {join.state === 'waiting' && (
        <WaitingScreen alias={choice.alias} team={choice.team} onChange={change} />
      )}
      {join.state === 'choosing' && (
        <AliasForm
          teams={teamsOf(session)}
          initialAlias={choice.alias ?? ''}
          initialTeam={choice.team ?? ''}
          failure={join.message}
          languages={session.scenarioLanguages}
          onChosen={(alias, team, chosen) => {
            setLanguage(chosen);
            onChosen(alias, team);
            retry();
          }}
        />
      )}
    </PlayerShell>
  );
}
