import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody } from '../core/status';
import { ExerciseInvitations, MailLog, OutboxEntry, OutboxMessage } from './entities';

/**
 * Ours (the specs send mail but show no call for its state): the invitations of one exercise.
 * A customer names its own exercise; an admin adds the client that owns it.
 */
export const getInvitations = call(
  'POST',
  '/api/getInvitations',
  z.object({
    token: Token,
    exerciseName: z.string().trim().min(1).max(200),
    client: z.string().trim().max(100).optional(),
  }),
  ExerciseInvitations,
  { note: 'Ours: each invitation with its status (queued, sent, failed); docs/mail-and-jobs.md.' },
);

/** Ours: sends one player's invitation again (after a failure, or on request). */
export const resendInvitation = call(
  'POST',
  '/api/resendInvitation',
  z.object({
    token: Token,
    exerciseName: z.string().trim().min(1).max(200),
    client: z.string().trim().max(100).optional(),
    code: z.string().trim().min(1).max(64),
  }),
  Status,
  { note: 'Ours: queues the invitation again under a new idempotency key.' },
);

/** Ours (admin): the messages the outbox holds when no SMTP server is configured. */
export const getOutbox = call('POST', '/api/getOutbox', TokenBody, z.array(OutboxEntry), {
  note: 'Ours: newest first; answers 409 when mail goes to an SMTP server.',
});

export const getOutboxMessage = call(
  'POST',
  '/api/getOutboxMessage',
  z.object({ token: Token, id: z.string().trim().min(1).max(200) }),
  OutboxMessage,
  { note: 'Ours: one outbox message, parsed from its .eml file.' },
);

/** Ours (admin): the newest messages the server stored, each with its fate (SMTP and outbox). */
export const getMailLog = call('POST', '/api/getMailLog', TokenBody, MailLog, {
  note: 'Ours: the newest 200 messages, newest first, with status, attempts and last answer.',
});
