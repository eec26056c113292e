import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { integrationCalls, type Webhook, type WebhookDelivery } from '@dojo/protocol';
import { callApi } from '../api';
import { useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { DataTable, RemoveButton, StatusBanner, useTwoStepRemove } from '../ui';
import { moment, scopeBody, type WebhookScope } from './scope';

type Outcome = { kind: 'success' | 'failed'; text: string } | null;

/** One webhook: where it sends, its state at a glance, its actions and its delivery log. */
export function WebhookCard(props: {
  scope: WebhookScope;
  hook: Webhook;
  onSecret: (secret: string) => void;
  onChanged: () => void;
}) {
  const { scope, hook } = props;
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const remove = useTwoStepRemove();
  const body = { ...scopeBody(scope), hook: hook.id };

  async function act(work: () => Promise<Outcome>) {
    setBusy(true);
    try {
      setOutcome(await work());
    } catch (error) {
      setOutcome({ kind: 'failed', text: errorText(error) });
    } finally {
      setBusy(false);
      props.onChanged();
    }
  }
  const test = () =>
    act(async () => {
      const sent = await callApi(integrationCalls.testWebhook, body);
      const answer = sent.lastAnswer ?? '';
      return sent.state === 'delivered'
        ? { kind: 'success', text: t('webhooks.testDelivered', { answer }) }
        : { kind: 'failed', text: t('webhooks.testFailed', { answer }) };
    });
  const rotate = () =>
    act(async () => {
      const rotated = await callApi(integrationCalls.rotateWebhookSecret, body);
      props.onSecret(rotated.secret);
      return null;
    });
  const pressRemove = () => {
    if (remove.press(hook.id).action === 'ask') {
      setOutcome({ kind: 'failed', text: t('webhooks.confirmRemove') });
      return;
    }
    void act(async () => {
      await callApi(integrationCalls.deleteWebhook, body);
      return null;
    });
  };

  return (
    <article className="card webhook" aria-label={hook.url}>
      <h3 className="webhook-url">{hook.url}</h3>
      <p className="webhook-events">
        {hook.events.map((type) => t(`webhooks.event.${type}`)).join(' · ')}
      </p>
      <p className="webhook-secret">
        {t('webhooks.secret', { hint: hook.secretHint })}
        {hook.previousSecretUntil &&
          ` ${t('webhooks.previousUntil', { moment: moment(hook.previousSecretUntil) })}`}
      </p>
      <p className="webhook-state" data-testid="webhook-state">
        {hook.lastDeliveredAt
          ? t('webhooks.lastDelivered', { moment: moment(hook.lastDeliveredAt) })
          : t('webhooks.neverDelivered')}
        {hook.waiting > 0 && ` · ${t('webhooks.waiting', { count: hook.waiting })}`}
        {hook.failing > 0 &&
          ` · ${t('webhooks.failing', { count: hook.failing, answer: hook.lastFailure ?? '' })}`}
      </p>
      {outcome && <StatusBanner kind={outcome.kind}>{outcome.text}</StatusBanner>}
      <div className="webhook-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void test()}
        >
          {t('webhooks.test')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void rotate()}
        >
          {t('webhooks.rotate')}
        </button>
        <button
          type="button"
          className="btn btn-quiet"
          aria-expanded={logOpen}
          onClick={() => setLogOpen(!logOpen)}
        >
          {t('webhooks.showLog')}
        </button>
        <RemoveButton armed={remove.armedFor === hook.id} disabled={busy} onClick={pressRemove}>
          {t('webhooks.remove')}
        </RemoveButton>
      </div>
      {logOpen && <DeliveryLog scope={scope} hook={hook} />}
    </article>
  );
}

function DeliveryLog({ scope, hook }: { scope: WebhookScope; hook: Webhook }) {
  const t = useT();
  const log = readState(
    useQuery({
      queryKey: queryKeys.webhookLog(hook.id, scope.token),
      queryFn: ({ signal }) =>
        callApi(
          integrationCalls.getWebhookDeliveries,
          { ...scopeBody(scope), hook: hook.id },
          { signal },
        ),
    }),
    errorText,
  );
  if (log.kind === 'failed') return <StatusBanner kind="failed">{log.message}</StatusBanner>;
  if (log.kind === 'loading') return <p role="status">{t('webhooks.loading')}</p>;
  return (
    <DataTable<WebhookDelivery>
      className="stack-table webhook-log"
      caption={t('webhooks.logCaption', { url: hook.url })}
      rows={log.data}
      rowKey={(row) => row.id}
      empty={t('webhooks.logEmpty')}
      columns={[
        {
          header: t('webhooks.col.created'),
          rowHeader: true,
          cell: (row) => moment(row.createdAt),
        },
        { header: t('webhooks.col.event'), cell: (row) => t(`webhooks.event.${row.type}`) },
        { header: t('webhooks.col.state'), cell: (row) => t(`webhooks.state.${row.state}`) },
        { header: t('webhooks.col.attempts'), cell: (row) => row.attempts },
        { header: t('webhooks.col.answer'), cell: (row) => row.lastAnswer ?? '' },
      ]}
    />
  );
}
