import { Router } from 'express';
import { MAIL_MESSAGES, mailCalls, portalCalls } from '@dojo/protocol';
import { conflict } from '../../errors';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { MailService } from './mail.service';
import type { OutboxReader } from './outbox';

/** The mail calls: reminders, invitation status and resend, and the admin's outbox. */
export function mailRoutes(deps: {
  guards: Guards;
  service: MailService;
  outbox: OutboxReader | null;
}) {
  const { guards, service, outbox } = deps;
  const router = Router();

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
  bind(router, mailCalls.getOutbox, guards.admin, () => outboxOnly().list());
  bind(router, mailCalls.getOutboxMessage, guards.admin, (input) => outboxOnly().read(input.id));
  return router;
}
