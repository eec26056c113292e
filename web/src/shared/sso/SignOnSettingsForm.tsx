import { useState, type FormEvent } from 'react';
import { ssoCalls, TEXT_LIMITS, type SsoSettings, type SsoSettingsView } from '@dojo/protocol';
import { callApi, isApiError } from '../api';
import { activeLanguage, useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { BusyButton, StatusBanner, TextField } from '../ui';
import { scopeBody, type WebhookScope } from '../integrations/scope';
import { ClaimFields } from './ClaimFields';

type Check = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; works: boolean; text: string };

/** The settings as typed: the domains as one line, split when sent. */
function draftOf(stored: SsoSettingsView | null): SsoSettings & { domainsText: string } {
  const claim = (value = '') => ({ claim: 'groups', value });
  return {
    issuer: stored?.issuer ?? '',
    clientId: stored?.clientId ?? '',
    domains: stored?.domains ?? [],
    domainsText: (stored?.domains ?? []).join(', '),
    owner: stored?.owner ?? claim(),
    trainer: stored?.trainer ?? claim(),
    passwordSignIn: stored?.passwordSignIn ?? true,
  };
}

/**
 * The form of a client's single sign-on: "Test connection" asks the issuer for its discovery
 * before anything is saved; the secret is write-only (its last four characters are shown);
 * a save carries the revision it was loaded at, so a colleague's save in between is not
 * overwritten: the form says so and offers to reload.
 */
export function SignOnSettingsForm(props: {
  scope: WebhookScope;
  stored: SsoSettingsView | null;
  onEdit(): void;
  onSaved(): void;
  onReload(): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(props.stored));
  const [secret, setSecret] = useState('');
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);

  function edit(change: Partial<typeof draft>) {
    setDraft((current) => ({ ...current, ...change }));
    props.onEdit();
  }

  async function testConnection() {
    setCheck({ kind: 'busy' });
    try {
      const answer = await callApi(ssoCalls.testSignOnIssuer, {
        ...scopeBody(props.scope),
        issuer: draft.issuer.trim(),
      });
      const own = answer.works ? t('sso.testWorks') : t('sso.testFails', { detail: answer.data });
      setCheck({
        kind: 'done',
        works: answer.works,
        text: activeLanguage() === 'en' ? answer.data : own,
      });
    } catch (error) {
      setCheck({ kind: 'done', works: false, text: errorText(error) });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const { domainsText, ...settings } = draft;
    try {
      await callApi(ssoCalls.saveSignOnSettings, {
        ...scopeBody(props.scope),
        settings: { ...settings, domains: domainsText.split(/[\s,;]+/).filter(Boolean) },
        ...(secret ? { clientSecret: secret } : {}),
        baseRevision: props.stored?.revision ?? 0,
      });
      setSecret('');
      props.onSaved();
    } catch (error) {
      setFailure({ text: errorText(error), stale: isApiError(error, 'stale_write') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form sso-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="sso-issuer">
        <TextField
          label={t('sso.issuer')}
          type="url"
          value={draft.issuer}
          maxLength={TEXT_LIMITS.url}
          hint={t('sso.issuerHint')}
          onChange={(event) => {
            edit({ issuer: event.target.value });
            setCheck({ kind: 'idle' });
          }}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!draft.issuer.trim() || check.kind === 'busy'}
          aria-busy={check.kind === 'busy'}
          onClick={() => void testConnection()}
        >
          {check.kind === 'busy' ? t('sso.testing') : t('sso.test')}
        </button>
      </div>
      {check.kind === 'done' && (
        <StatusBanner kind={check.works ? 'success' : 'failed'}>{check.text}</StatusBanner>
      )}
      <TextField
        label={t('sso.clientId')}
        value={draft.clientId}
        maxLength={TEXT_LIMITS.subject}
        autoComplete="off"
        onChange={(event) => edit({ clientId: event.target.value })}
      />
      <TextField
        label={t('sso.secret')}
        type="password"
        value={secret}
        maxLength={TEXT_LIMITS.token}
        autoComplete="new-password"
        hint={
          props.stored?.secretSet ? t('sso.secretKept', { end: props.stored.secretEnd }) : undefined
        }
        onChange={(event) => {
          setSecret(event.target.value);
          props.onEdit();
        }}
      />
      <TextField
        label={t('sso.domains')}
        value={draft.domainsText}
        maxLength={2000}
        hint={t('sso.domainsHint')}
        onChange={(event) => edit({ domainsText: event.target.value })}
      />
      <ClaimFields role="owner" value={draft.owner} onChange={(owner) => edit({ owner })} />
      <ClaimFields role="trainer" value={draft.trainer} onChange={(trainer) => edit({ trainer })} />
      <label className="sso-check">
        <input
          type="checkbox"
          checked={!draft.passwordSignIn}
          onChange={(event) => edit({ passwordSignIn: !event.target.checked })}
        />
        {t('sso.passwordOff')}
      </label>
      {failure && (
        <StatusBanner kind="failed">
          {failure.text}{' '}
          {failure.stale && (
            <button type="button" className="btn btn-secondary" onClick={props.onReload}>
              {t('sso.reload')}
            </button>
          )}
        </StatusBanner>
      )}
      <BusyButton busy={busy}>{t('sso.save')}</BusyButton>
    </form>
  );
}
