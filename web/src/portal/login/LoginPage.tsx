import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api';
import { laterAccountCall } from '../../shared/protocolLater';
import { useSession } from '../../shared/session';
import { LoginForm, Page, type LoginValues } from '../../shared/ui';
import { DEFAULT_TAB } from '../tabs';
import type { SecondStepAnswer } from '../../shared/secondFactor/PasskeyStep';
import { factorsOf, SecondStep, type FactorKind } from '../../shared/secondFactor/SecondStep';
import './LoginPage.css';
import { useT } from '../../shared/i18n';
import { errorText } from '../../shared/i18n/errorText';
import { CompanySignOn } from '../../shared/sso/CompanySignOn';

/**
 * /login: customers and trainer accounts sign in, then land on the Exercise Library; an
 * account with a second factor is asked for its code first (docs/auth.md, "Second factor").
 */
export function LoginPage() {
  const t = useT();
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [factors, setFactors] = useState<FactorKind[]>([]);

  async function logIn({ username, password }: LoginValues) {
    const answer = await callApi(
      laterAccountCall((defs) => defs.authCalls.loginCustomer),
      { filename: username, password },
    );
    if (answer.secondFactor) {
      setFactors(factorsOf(answer));
      return setPendingToken(answer.token);
    }
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

  async function enterCode(code: string) {
    const answer = await callApi(
      laterAccountCall((defs) => defs.authCalls.loginSecondFactor),
      { pendingToken: pendingToken ?? '', code },
    );
    complete(answer);
  }

  /** The second step's answer (a code's or a passkey's) signs the customer in. */
  function complete(answer: SecondStepAnswer) {
    if (answer.agreed === undefined || answer.level === undefined) return;
    if (answer.role === 'editor' || answer.role === 'admin') return;
    const { token, data: user, role, agreed, level } = answer;
    signIn({ token, user, role, agreed, level }, Date.now());
    void navigate(`/${DEFAULT_TAB}`);
  }

  return (
    <Page title={t('portal.loginTitle')} className="login-page">
      <div className="panel login-panel">
        {pendingToken ? (
          <SecondStep
            pendingToken={pendingToken}
            factors={factors}
            onCode={enterCode}
            onSignedIn={complete}
          />
        ) : (
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
        )}
      </div>
      {pendingToken ? null : (
        <div className="panel login-panel">
          <CompanySignOn />
        </div>
      )}
    </Page>
  );
}
