import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_EVENT_TYPES,
  integrationCalls,
  type Webhook,
  type WebhookEventType,
} from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { BusyButton, StatusBanner, TextField } from '../ui';
import { WebhookCard } from './WebhookCard';
import { scopeBody, type WebhookScope } from './scope';
import './integrations.css';

/**
 * A client's webhooks (docs/integrations.md): each with its delivery state, test send, secret
 * rotation, removal and delivery log, and the form that adds one. The client's owner sees its
 * own on the dashboard; the admin chooses the client (Admin → Webhooks).
 */
export function WebhooksPanel(props: WebhookScope & { titled?: boolean }) {
  const { titled = true, ...scope } = props;
  const t = useT();
  const cache = useQueryClient();
  const key = queryKeys.webhooks(scope.client, scope.token);
  const hooks = readState<Webhook[]>(
    useQuery({
      queryKey: key,
      queryFn: ({ signal }) => callApi(integrationCalls.getWebhooks, scopeBody(scope), { signal }),
    }),
    errorText,
  );
  const list: readonly Webhook[] | null = hooks.kind === 'ready' ? hooks.data : null;
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => cache.invalidateQueries({ queryKey: key });

  return (
    <section className="webhooks" aria-label={titled ? undefined : t('webhooks.title')}>
      {titled && <h2>{t('webhooks.title')}</h2>}
      <p className="webhooks-lead">{t('webhooks.lead')}</p>
      {secret && (
        <div className="webhooks-secret" role="status">
          <p>{t('webhooks.secretOnce')}</p>
          <code>{secret}</code>
        </div>
      )}
      {hooks.kind === 'failed' && <StatusBanner kind="failed">{hooks.message}</StatusBanner>}
      {hooks.kind === 'loading' && <p role="status">{t('webhooks.loading')}</p>}
      {list?.length === 0 && <p className="webhooks-none">{t('webhooks.none')}</p>}
      {list?.map((hook) => (
        <WebhookCard
          key={hook.id}
          scope={scope}
          hook={hook}
          onSecret={setSecret}
          onChanged={() => void refresh()}
        />
      ))}
      <AddWebhookForm
        scope={scope}
        onAdded={(made) => {
          setSecret(made);
          void refresh();
        }}
      />
    </section>
  );
}

function AddWebhookForm(props: { scope: WebhookScope; onAdded: (secret: string) => void }) {
  const t = useT();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const made = await callApi(integrationCalls.createWebhook, {
        ...scopeBody(props.scope),
        url,
        events,
      });
      setUrl('');
      props.onAdded(made.secret);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : events.includes(each))));

  return (
    <form className="form webhooks-add" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('webhooks.url')}
        type="url"
        value={url}
        maxLength={2000}
        placeholder="https://"
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset className="webhooks-events">
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="webhooks-event">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {t(`webhooks.event.${type}`)}
          </label>
        ))}
      </fieldset>
      {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
      <BusyButton busy={busy} disabled={busy || !url || events.length === 0}>
        {t('webhooks.add')}
      </BusyButton>
    </form>
  );
}
