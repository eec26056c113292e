import { Link } from 'react-router';
import { authCalls } from '@dojo/protocol';
import { SecondFactorSetup } from '../shared/secondFactor/SecondFactorSetup';
import { PasskeysPanel } from '../shared/secondFactor/PasskeysPanel';
import { SessionsPanel } from '../shared/accountSecurity/SessionsPanel';
import { AuditLogPanel } from '../shared/accountSecurity/AuditLogPanel';
import { SecondFactorRulesPanel } from '../shared/accountSecurity/SecondFactorRulesPanel';
import { callApi } from '../shared/api';
import { DataProvider } from '../shared/query';
import { AppHeader, AreaMain } from '../shared/layout';
import { useStaffSession } from '../shared/session';
import { ChangePasswordForm, Page, type PasswordChange } from '../shared/ui';
import { EditorLogin } from './EditorLogin';

/** /editor/password: an editor or admin changes their own password (docs/auth.md). */
export function EditorPasswordPage() {
  const token = useStaffSession((state) => state.editorToken);
  const renewToken = useStaffSession((state) => state.renewToken);
  const role = useStaffSession((state) => state.editorRole);
  if (!token) return <EditorLogin />;

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
    <>
      <AppHeader home="/editor" area="Editor" />
      <AreaMain>
        <Page title="Change Password">
          <div className="panel">
            <ChangePasswordForm onChange={change} />
          </div>
          <DataProvider>
            <SecondFactorSetup token={token} onEnrolled={renewToken} />
            <PasskeysPanel token={token} onAdded={renewToken} />
            <SessionsPanel token={token} />
            {role === 'admin' && <SecondFactorRulesPanel token={token} rule="authors" />}
            {role === 'admin' && <AuditLogPanel token={token} admin />}
          </DataProvider>
          <p>
            <Link to="/editor">Back to the editor</Link>
          </p>
        </Page>
      </AreaMain>
    </>
  );
}
