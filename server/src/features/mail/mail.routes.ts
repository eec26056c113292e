import express, { Router } from 'express';
import { BOUNCE_PATH, MAIL_MESSAGES, mailCalls, portalCalls } from '@dojo/protocol';
import { conflict, unauthorized } from '../../errors';
import { bind } from '../../http/bind';
import { secretMatches } from './bounces';
import type { Guards } from '../auth/guards';
import type { MailService } from './mail.service';
import type { OutboxReader } from './outbox';

/** The mail calls: reminders, invitation status and resend, and the admin's outbox. */
export function mailRoutes(deps: {
  guards: Guards;
  service: MailService;
  outbox: OutboxReader | null;
  /** MAIL_BOUNCE_SECRET: without it the bounce route does not exist. */
  bounceSecret: string | null;
}) {
  const { guards, service, outbox, bounceSecret } = deps;
  const router = Router();

  // A delivery status notification, raw, from the bounce domain's mail server (not JSON).
  if (bounceSecret) {
    router.post(
      BOUNCE_PATH,
      express.raw({ type: () => true, limit: '1mb' }),
      async (req, res, next) => {
        try {
          const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
          if (!secretMatches(given, bounceSecret))
            throw unauthorized(MAIL_MESSAGES.bounceSecretWrong);
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          res.json(await service.bounce(raw));
        } catch (error) {
          next(error);
        }
      },
    );
  }

  bind(router, portalCalls.sendReminder, guards.customerOrAdmin, (input, { principal }) =>
    service.remind(principal, input.code, input.email),
  );
  bind(router, mailCalls.getInvitations, guards.customerOrAdmin, (input, { principal }) =>
    service.invitations(principal, input.exerciseName, input.client),
  );
  bind(router, mailCalls.resendInvitation, guards.customerOrAdmin, (input, { principal }) =>
    service.resend(principal, input.code),
  );

  const outboxOnly = () => {
    if (!outbox) throw conflict(MAIL_MESSAGES.notOutboxMode, 'no_outbox');
    return outbox;
  };
  bind(router, mailCalls.getMailLog, guards.admin, () => service.log());
  bind(router, mailCalls.getOutbox, guards.admin, () => outboxOnly().list());
  bind(router, mailCalls.getOutboxMessage, guards.admin, (input) => outboxOnly().read(input.id));
  return router;
}
