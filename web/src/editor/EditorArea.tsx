import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { endSession, useStaffSession } from '../shared/session';
import { EditorLogin } from './EditorLogin';
import { EditorShell } from './EditorShell';
import { resolveSection } from './sections';

/** /editor, /editor/:section, /editor/:section/:tab: the login gate, then the back-office. */
export function EditorArea() {
  const { section: sectionParam, tab } = useParams();
  const token = useStaffSession((state) => state.editorToken);
  const user = useStaffSession((state) => state.editorUser);
  const section = resolveSection(sectionParam);

  if (section === 'LogOut') return <EditorLogOut />;
  if (!token) return <EditorLogin />;
  return <EditorShell section={section} tab={tab} user={user} />;
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
