import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationCalls, type LearningRecordStore } from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { BusyButton, StatusBanner, TextField } from '../ui';
import { moment, scopeBody, type WebhookScope } from './scope';
import './integrations.css';

/**
 * A client's learning record store (docs/integrations.md, "Learning records"): its delivery
 * state at a glance and the form that sets its endpoint and credentials. Shown beside the
 * webhooks, to the client's owner and to the admin.
 */
export function LearningRecordsPanel(props: WebhookScope) {
  const t = useT();
  const cache = useQueryClient();
  const key = queryKeys.learningRecordStore(props.client, props.token);
  const state = readState<{ store: LearningRecordStore | null }>(
    useQuery({
      queryKey: key,
      queryFn: ({ signal }) =>
        callApi(integrationCalls.getLearningRecordStore, scopeBody(props), { signal }),
    }),
    errorText,
  );
  const store = state.kind === 'ready' ? state.data.store : undefined;

  return (
    <section className="webhooks lrs" aria-labelledby="lrs-title">
      <h2 id="lrs-title">{t('lrs.title')}</h2>
      <p className="webhooks-lead">{t('lrs.lead')}</p>
      {state.kind === 'failed' && <StatusBanner kind="failed">{state.message}</StatusBanner>}
      {state.kind === 'loading' && <p role="status">{t('lrs.loading')}</p>}
      {store === null && <p className="webhooks-none">{t('lrs.none')}</p>}
      {store && <DeliveryState store={store} />}
      {store !== undefined && (
        <LrsForm
          key={store?.updatedAt ?? 'new'}
          scope={props}
          store={store}
          onSaved={() => void cache.invalidateQueries({ queryKey: key })}
        />
      )}
    </section>
  );
}

function DeliveryState({ store }: { store: LearningRecordStore }) {
  const t = useT();
  return (
    <ul className="webhook-state" aria-label={t('lrs.state')}>
      <li>
        {store.lastSentAt
          ? t('lrs.lastSent', { moment: moment(store.lastSentAt) })
          : t('lrs.neverSent')}
      </li>
      <li>{t('lrs.waiting', { count: store.waiting })}</li>
      {store.failing > 0 && (
        <li className="webhook-failing">
          {t('lrs.failing', { count: store.failing, answer: store.lastFailure ?? '' })}
        </li>
      )}
      <li>{t('lrs.secret', { hint: store.secretHint })}</li>
    </ul>
  );
}

function LrsForm(props: {
  scope: WebhookScope;
  store: LearningRecordStore | null;
  onSaved: () => void;
}) {
  const t = useT();
  const [endpoint, setEndpoint] = useState(props.store?.endpoint ?? '');
  const [username, setUsername] = useState(props.store?.username ?? '');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setSaved(false);
    try {
      await callApi(integrationCalls.setLearningRecordStore, {
        ...scopeBody(props.scope),
        endpoint,
        username,
        ...(secret ? { secret } : {}),
      });
      setSecret('');
      setSaved(true);
      props.onSaved();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form webhooks-add" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('lrs.endpoint')}
        type="url"
        value={endpoint}
        maxLength={2000}
        placeholder="https://"
        onChange={(event) => setEndpoint(event.target.value)}
      />
      <TextField
        label={t('lrs.username')}
        value={username}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={t('lrs.password')}
        type="password"
        value={secret}
        maxLength={200}
        autoComplete="new-password"
        hint={props.store ? t('lrs.passwordKept') : undefined}
        onChange={(event) => setSecret(event.target.value)}
      />
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      {saved && <StatusBanner kind="success">{t('lrs.saved')}</StatusBanner>}
      <BusyButton busy={busy} disabled={busy || !endpoint || !username}>
        {t('lrs.save')}
      </BusyButton>
    </form>
  );
}
