import { z } from 'zod';
import { call } from '../core/call';
import { IdText, NameText, TokenText } from '../core/bounds';
import { IsoDate } from '../core/legacy';
import { Status, Token } from '../core/status';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LOG_LIMIT,
  WEBHOOKS_PER_CLIENT,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
  WebhookUrl,
} from './webhooks';

/** The client owner names nothing (its own client); the admin names the client. */
const ClientScope = { token: Token, client: NameText.optional() };
const OneHook = z.object({ ...ClientScope, hook: IdText });

/** Ours: a client's webhooks with their delivery state (docs/integrations.md). */
export const getWebhooks = call(
  'POST',
  '/api/getWebhooks',
  z.object(ClientScope),
  z.array(Webhook).max(WEBHOOKS_PER_CLIENT),
  { note: 'Ours: the secret shows as its last 4 characters.' },
);

/** Ours: a new webhook; the answer holds its secret, the one time it is shown in full. */
export const createWebhook = call(
  'POST',
  '/api/createWebhook',
  z.object({
    ...ClientScope,
    url: WebhookUrl,
    events: z
      .array(WebhookEventType)
      .min(1, 'Choose at least one event.')
      .max(WEBHOOK_EVENT_TYPES.length),
  }),
  z.object({ webhook: Webhook, secret: TokenText }),
  { note: 'Ours: the secret (whsec_...) is answered here and on rotation only.' },
);

export const deleteWebhook = call('POST', '/api/deleteWebhook', OneHook, Status, {
  note: 'Ours: removes the hook, its secrets and its delivery log.',
});

/** Ours: a new secret; the previous one keeps signing beside it for the overlap. */
export const rotateWebhookSecret = call(
  'POST',
  '/api/rotateWebhookSecret',
  OneHook,
  z.object({ webhook: Webhook, secret: TokenText, previousSecretUntil: IsoDate }),
  { note: 'Ours: both secrets sign until previousSecretUntil (docs/integrations.md).' },
);

/** Ours: the test button: one signed `webhook.test` message now, its answer logged and shown. */
export const testWebhook = call('POST', '/api/testWebhook', OneHook, WebhookDelivery, {
  note: 'Ours: sent once, never retried.',
});

export const getWebhookDeliveries = call(
  'POST',
  '/api/getWebhookDeliveries',
  OneHook,
  z.array(WebhookDelivery).max(WEBHOOK_LOG_LIMIT),
  { note: 'Ours: the newest deliveries of one hook, newest first.' },
);
