import { useState } from 'react';
import { authCalls } from '@dojo/protocol';
import { callApi } from '../shared/api';
import { AppHeader, AreaMain } from '../shared/layout';
import type { SecondStepAnswer } from '../shared/secondFactor/PasskeyStep';
import { factorsOf, SecondStep, type FactorKind } from '../shared/secondFactor/SecondStep';
import { CompanySignOn } from '../shared/sso/CompanySignOn';
import { useStaffSession } from '../shared/session';
import { LoginForm, Page, type LoginValues } from '../shared/ui';
import './EditorLogin.css';

/**
 * The login gate shown at /editor/* until an editor or admin signs in; an account with a
 * second factor is asked for its code next (docs/auth.md, "Second factor").
 */
export function EditorLogin() {
  const signIn = useStaffSession((state) => state.signIn);
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [factors, setFactors] = useState<FactorKind[]>([]);

  async function logIn({ username, password }: LoginValues) {
    const answer = await callApi(authCalls.loginEditor, { username, password });
    if (answer.secondFactor) {
      setFactors(factorsOf(answer));
      return setPendingToken(answer.token);
    }
    signIn({ token: answer.token, user: answer.data, role: answer.role }, Date.now());
  }

  async function enterCode(code: string) {
    const answer = await callApi(authCalls.loginSecondFactor, {
      pendingToken: pendingToken ?? '',
      code,
    });
    complete(answer);
  }

  /** The second step's answer (a code's or a passkey's) signs the editor in. */
  function complete(answer: SecondStepAnswer) {
    if (answer.role !== 'editor' && answer.role !== 'admin') return;
    signIn({ token: answer.token, user: answer.data, role: answer.role }, Date.now());
  }

  return (
    <>
      <AppHeader home="/editor" area="Editor" />
      <AreaMain>
        <Page title="Editor Log In" className="editor-login">
          <div className="panel">
            {pendingToken ? (
              <SecondStep
                pendingToken={pendingToken}
                factors={factors}
                onCode={enterCode}
                onSignedIn={complete}
              />
            ) : (
              <LoginForm onLogIn={logIn} />
            )}
          </div>
          {/* The operator's staff provider, when SSO_STAFF_* set one (docs/auth.md). */}
          {pendingToken ? null : <CompanySignOn staff />}
        </Page>
      </AreaMain>
    </>
  );
}
