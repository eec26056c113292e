import { authCalls } from '@dojo/protocol';
import { callApi } from '../shared/api';
import { AppHeader, AreaMain } from '../shared/layout';
import { useStaffSession } from '../shared/session';
import { LoginForm, Page, type LoginValues } from '../shared/ui';
import './EditorLogin.css';

/** The login gate shown at /editor/* until an editor or admin signs in. */
export function EditorLogin() {
  const signIn = useStaffSession((state) => state.signIn);

  async function logIn({ username, password }: LoginValues) {
    const answer = await callApi(authCalls.loginEditor, { username, password });
    signIn({ token: answer.token, user: answer.data, role: answer.role }, Date.now());
  }

  return (
    <>
      <AppHeader home="/editor" area="Editor" />
      <AreaMain>
        <Page title="Editor Log In" className="editor-login">
          <div className="panel">
            <LoginForm onLogIn={logIn} />
          </div>
        </Page>
      </AreaMain>
    </>
  );
}
