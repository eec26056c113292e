import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../api';
import { laterAccountCall } from '../protocolLater';
import { useSession, useStaffSession } from '../session';
import { useT, type MessageKey } from '../i18n';
import { errorText } from '../i18n/errorText';
import { Page } from '../ui';

/**
 * Why the server sent the browser back without a session (`?refused=`), in the reader's
 * language: the catalogues' English is protocol's SSO_MESSAGES word for word.
 */
const REFUSALS: Record<string, MessageKey> = {
  domain: 'sso.refused.domain',
  role: 'sso.refused.role',
  none: 'sso.refused.none',
  failed: 'sso.refused.failed',
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
  const t = useT();
  const refused = params.get('refused');
  const [error, setError] = useState('');
  const refusal = refused ? t(REFUSALS[refused] ?? 'sso.refused.failed') : '';
  const started = useRef(false);

  useEffect(() => {
    const handover = window.location.hash.slice(1);
    if (refused || !handover || started.current) return;
    started.current = true;
    // The handover is used once: it leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    callApi(
      laterAccountCall((defs) => defs.ssoCalls.completeSignOn),
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
    <Page title={t('sso.company')}>
      <div className="panel login-panel">
        {refusal || error ? (
          <>
            <p role="alert">{refusal || error}</p>
            <p>
              <Link to="/login">{t('sso.back')}</Link>
            </p>
          </>
        ) : (
          <p role="status">{t('sso.signingIn')}</p>
        )}
      </div>
    </Page>
  );
}
