import { useId, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@dojo/protocol';
import { callApi } from '../api';
import { laterCall } from '../protocolLater';
import { errorText } from '../i18n/errorText';

/**
 * "Sign in with your company" (docs/auth.md, "Single sign-on"): the work e-mail finds the
 * client by its domain and the browser goes to that client's identity provider.
 */
export function CompanySignOn() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!email.includes('@')) return setError('Enter your work e-mail address.');
    setBusy(true);
    try {
      const answer = await callApi(
        laterCall((defs) => defs.ssoCalls.findSignOn),
        { email: email.trim() },
      );
      window.location.assign(answer.startUrl);
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <form className="company-sign-on" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-title`}>Sign in with your company</h2>
      <label htmlFor={`${id}-email`}>Work e-mail</label>
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
      {error ? (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Going to your company…' : 'Sign in with your company'}
      </button>
    </form>
  );
}
