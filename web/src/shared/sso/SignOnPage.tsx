import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SSO_MESSAGES } from '@dojo/protocol';
import { callApi } from '../api';
import { laterCall } from '../protocolLater';
import { useSession, useStaffSession } from '../session';
import { errorText } from '../i18n/errorText';
import { Page } from '../ui';

/** Why the server sent the browser back without a session (`?refused=`). */
const REFUSALS: Record<string, string> = {
  domain: SSO_MESSAGES.domainNotAllowed,
  role: SSO_MESSAGES.noRole,
  none: SSO_MESSAGES.notSetUp,
  failed: SSO_MESSAGES.failed,
};

/**
 * /sign-on: where the identity provider's sign-in ends. The one-time handover in the address's
 * fragment is traded for the session, then the portal (or the editor, for staff) opens.
 */
export function SignOnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const signInStaff = useStaffSession((state) => state.signIn);
  const refused = params.get('refused');
  const [error, setError] = useState(refused ? (REFUSALS[refused] ?? SSO_MESSAGES.failed) : '');
  const started = useRef(false);

  useEffect(() => {
    const handover = window.location.hash.slice(1);
    if (refused || !handover || started.current) return;
    started.current = true;
    // The handover is used once: it leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    callApi(
      laterCall((defs) => defs.ssoCalls.completeSignOn),
      { handover },
    )
      .then((answer) => {
        const now = Date.now();
        if (answer.kind === 'staff' && (answer.role === 'admin' || answer.role === 'editor')) {
          signInStaff({ token: answer.token, user: answer.data, role: answer.role }, now);
          return navigate('/editor');
        }
        if (answer.role === 'admin' || answer.role === 'editor') return;
        signIn(
          {
            token: answer.token,
            user: answer.data,
            role: answer.role,
            agreed: answer.agreed ?? false,
            level: answer.level ?? 0,
          },
          now,
        );
        return navigate('/');
      })
      .catch((caught: unknown) => setError(errorText(caught)));
  }, [refused, navigate, signIn, signInStaff]);

  return (
    <Page title="Sign in with your company">
      <div className="panel login-panel">
        {error ? (
          <>
            <p role="alert">{error}</p>
            <p>
              <Link to="/login">Back to sign-in</Link>
            </p>
          </>
        ) : (
          <p role="status">Signing you in…</p>
        )}
      </div>
    </Page>
  );
}
