import { z } from 'zod';
import { IdText, NameText, SubjectText, UrlText } from '../core/bounds';
import { IsoDate } from '../core/legacy';

/**
 * Webhooks (docs/integrations.md): what a client's other systems hear of its exercises, each
 * message signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp,
 * webhook-signature).
 */
export const WEBHOOK_EVENT_TYPES = [
  'exercise.ordered',
  'exercise.started',
  'exercise.completed',
  'player.completed',
  'report.ready',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The test button's message: sent once, at once, never retried. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';

/** The most hooks one client keeps, and the deliveries one log shows (newest first). */
export const WEBHOOKS_PER_CLIENT = 10;
export const WEBHOOK_LOG_LIMIT = 100;

/** How long the previous secret still signs after a rotation (both signatures are sent). */
export const SECRET_OVERLAP_HOURS = 24;

/** How a delivery stands: `failing` is retrying after a refusal, `failed` gave up. */
export const DeliveryState = z.enum(['waiting', 'delivered', 'failing', 'failed']);
export type DeliveryState = z.infer<typeof DeliveryState>;

/** A target address: http(s) only, with a host; the server checks where it points on each send. */
export const WebhookUrl = UrlText.trim()
  .min(1, 'Give the address that receives the messages.')
  .refine((text) => /^https?:\/\/[^/\s?#@]+(?:[/?#]\S*)?$/i.test(text), {
    message: 'The address must start with https:// or http:// and name a host.',
  });

export const Webhook = z.object({
  id: IdText,
  client: NameText,
  url: UrlText,
  events: z.array(WebhookEventType).max(WEBHOOK_EVENT_TYPES.length),
  /** The secret's last 4 characters: the secret itself is shown once, when it is made. */
  secretHint: z.string().max(8),
  /** While a rotation overlaps: until when the previous secret still signs too. */
  previousSecretUntil: IsoDate.nullable(),
  createdAt: IsoDate,
  /** The delivery state at a glance. */
  lastDeliveredAt: IsoDate.nullable(),
  waiting: z.number().int().min(0),
  failing: z.number().int().min(0),
  /** The receiver's last refusal (status and the start of its answer), while failing. */
  lastFailure: SubjectText.nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

export const WebhookDelivery = z.object({
  /** The message id (webhook-id): the same on every retry, so a receiver can drop repeats. */
  id: IdText,
  /** The webhook it went to. */
  hook: IdText,
  type: z.union([WebhookEventType, z.literal(WEBHOOK_TEST_TYPE)]),
  state: DeliveryState,
  attempts: z.number().int().min(0),
  createdAt: IsoDate,
  lastAttemptAt: IsoDate.nullable(),
  /** The receiver's answer to the last attempt: its status, or why no answer came. */
  lastAnswer: SubjectText.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
