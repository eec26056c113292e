import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { endSession, useStaffSession } from '../shared/session';
import { AppHeader } from '../shared/layout';
import { SecondFactorGate } from '../shared/secondFactor/SecondFactorGate';
import { EditorLogin } from './EditorLogin';
import { EditorShell } from './EditorShell';
import { resolveSection } from './sections';

/** /editor, /editor/:section, /editor/:section/:tab: the login gate, then the back-office. */
export function EditorArea() {
  const { section: sectionParam, tab } = useParams();
  const token = useStaffSession((state) => state.editorToken);
  const user = useStaffSession((state) => state.editorUser);
  const renewToken = useStaffSession((state) => state.renewToken);
  const section = resolveSection(sectionParam);

  if (section === 'LogOut') return <EditorLogOut />;
  if (!token) return <EditorLogin />;
  // An admin (or an author the rules require it of) without a second factor sets one up first.
  return (
    <SecondFactorGate
      token={token}
      onToken={renewToken}
      header={<AppHeader home="/editor" area="Editor" />}
      logOut="/editor/LogOut"
    >
      <EditorShell section={section} tab={tab} user={user} />
    </SecondFactorGate>
  );
}

/** LogOut signs the editor out and shows the Tutorial (behind the login gate). */
function EditorLogOut() {
  const signOut = useStaffSession((state) => state.signOut);
  const navigate = useNavigate();
  useEffect(() => {
    void endSession(useStaffSession.getState().editorToken, signOut).then(() =>
      navigate('/editor/Tutorial', { replace: true }),
    );
  }, [signOut, navigate]);
  return null;
}
