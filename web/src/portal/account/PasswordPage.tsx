import { Navigate } from 'react-router';
import { authCalls } from '@dojo/protocol';
import { SecondFactorSetup } from '../../shared/secondFactor/SecondFactorSetup';
import { PasskeysPanel } from '../../shared/secondFactor/PasskeysPanel';
import { SessionsPanel } from '../../shared/accountSecurity/SessionsPanel';
import { AuditLogPanel } from '../../shared/accountSecurity/AuditLogPanel';
import { SecondFactorRulesPanel } from '../../shared/accountSecurity/SecondFactorRulesPanel';
import { callApi } from '../../shared/api';
import { useSession } from '../../shared/session';
import { ChangePasswordForm, Page, type PasswordChange } from '../../shared/ui';
import { useT } from '../../shared/i18n';
import { errorText } from '../../shared/i18n/errorText';

/** /password: a signed-in customer changes their own password (docs/auth.md). */
export function PasswordPage() {
  const t = useT();
  const token = useSession((state) => state.token);
  const renewToken = useSession((state) => state.renewToken);
  const role = useSession((state) => state.role);
  if (!token) return <Navigate to="/login" replace />;

  async function change({ currentPassword, newPassword }: PasswordChange) {
    const answer = await callApi(authCalls.changePassword, {
      token: token ?? '',
      currentPassword,
      newPassword,
    });
    renewToken(answer.token);
    return answer.data;
  }

  return (
    <Page title={t('portal.passwordTitle')}>
      <div className="panel">
        <ChangePasswordForm onChange={change} describeError={errorText} />
      </div>
      <SecondFactorSetup token={token} onEnrolled={renewToken} />
      <PasskeysPanel token={token} onAdded={renewToken} />
      <SessionsPanel token={token} />
      {role === '1' && <SecondFactorRulesPanel token={token} rule="trainers" />}
      {role === '1' && <AuditLogPanel token={token} admin={false} />}
    </Page>
  );
}
