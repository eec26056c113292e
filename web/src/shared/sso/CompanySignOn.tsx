import { useEffect, useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@dojo/protocol';
import { callApi } from '../api';
import { laterAccountCall } from '../protocolLater';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';

/**
 * "Sign in with your company" (docs/auth.md, "Single sign-on"). On the portal's login page
 * the work e-mail finds the client by its domain and the browser goes to that client's
 * identity provider; with `staff` (the editor's login) it goes to the operator's staff
 * provider, and shows only when the operator set one.
 */
export function CompanySignOn({ staff = false }: { staff?: boolean }) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const staffStart = useStaffStart(staff);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (staff && staffStart) return window.location.assign(staffStart);
    if (!email.includes('@')) return setError(t('sso.emailNeeded'));
    setBusy(true);
    try {
      const answer = await callApi(
        laterAccountCall((defs) => defs.ssoCalls.findSignOn),
        { email: email.trim() },
      );
      window.location.assign(answer.startUrl);
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  if (staff && !staffStart) return null;
  return (
    <form
      className={staff ? 'company-sign-on panel' : 'company-sign-on'}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('sso.company')}</h2>
      {!staff && (
        <>
          <label htmlFor={`${id}-email`}>{t('sso.workEmail')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sso.going') : t('sso.company')}
      </button>
    </form>
  );
}

/** Where the staff provider's sign-in starts, once the server said one is set (else null). */
function useStaffStart(staff: boolean): string | null {
  const [start, setStart] = useState<string | null>(null);
  useEffect(() => {
    if (!staff) return;
    const controller = new AbortController();
    callApi(
      laterAccountCall((defs) => defs.ssoCalls.findStaffSignOn),
      {},
      { signal: controller.signal },
    )
      .then((answer) => setStart(answer.startUrl))
      .catch(() => setStart(null));
    return () => controller.abort();
  }, [staff]);
  return start;
}
