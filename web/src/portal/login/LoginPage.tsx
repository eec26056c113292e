import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api';
import { laterCall } from '../../shared/protocolLater';
import { useSession } from '../../shared/session';
import { LoginForm, Page, type LoginValues } from '../../shared/ui';
import { DEFAULT_TAB } from '../tabs';
import './LoginPage.css';
import { useT } from '../../shared/i18n';
import { errorText } from '../../shared/i18n/errorText';

/** /login: customers and trainer accounts sign in, then land on the Exercise Library. */
export function LoginPage() {
  const t = useT();
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();

  async function logIn({ username, password }: LoginValues) {
    const answer = await callApi(
      laterCall((defs) => defs.authCalls.loginCustomer),
      { filename: username, password },
    );
    signIn(
      {
        token: answer.token,
        user: answer.data,
        role: answer.role,
        agreed: answer.agreed,
        level: answer.level,
      },
      Date.now(),
    );
    void navigate(`/${DEFAULT_TAB}`);
  }

  return (
    <Page title={t('portal.loginTitle')} className="login-page">
      <div className="panel login-panel">
        <LoginForm
          onLogIn={logIn}
          describeError={errorText}
          words={{
            username: t('login.username'),
            password: t('login.password'),
            logIn: t('login.logIn'),
            loggingIn: t('login.loggingIn'),
            usernameRequired: t('login.usernameRequired'),
            passwordRequired: t('login.passwordRequired'),
          }}
        />
      </div>
    </Page>
  );
}
