import { useState } from 'react';
import { authCalls } from '@dojo/protocol';
import { callApi } from '../shared/api';
import { AppHeader, AreaMain } from '../shared/layout';
import { CodeStepForm } from '../shared/secondFactor/CodeStepForm';
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

  async function logIn({ username, password }: LoginValues) {
    const answer = await callApi(authCalls.loginEditor, { username, password });
    if (answer.secondFactor) return setPendingToken(answer.token);
    signIn({ token: answer.token, user: answer.data, role: answer.role }, Date.now());
  }

  async function enterCode(code: string) {
    const answer = await callApi(authCalls.loginSecondFactor, {
      pendingToken: pendingToken ?? '',
      code,
    });
    if (answer.role !== 'editor' && answer.role !== 'admin') return;
    signIn({ token: answer.token, user: answer.data, role: answer.role }, Date.now());
  }

  return (
    <>
      <AppHeader home="/editor" area="Editor" />
      <AreaMain>
        <Page title="Editor Log In" className="editor-login">
          <div className="panel">
            {pendingToken ? <CodeStepForm onCode={enterCode} /> : <LoginForm onLogIn={logIn} />}
          </div>
          {/* The operator's staff provider, when SSO_STAFF_* set one (docs/auth.md). */}
          {pendingToken ? null : <CompanySignOn staff />}
        </Page>
      </AreaMain>
    </>
  );
}
