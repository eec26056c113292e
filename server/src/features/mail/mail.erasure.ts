import { MAIL_MESSAGES } from '@dojo/protocol';
import type { DomainEvents, Erased } from '../../core/domainEvents';
import type { ExerciseLifecycle } from '../jobs/exerciseLifecycle';
import type { Jobs } from '../jobs/jobs';
import { cancellationsOf } from './cancellations';
import { SEND_JOB, type Mailer } from './mailer';
import type { MessagesRepo } from './messages.repo';
import type { OutboxReader } from './outbox';

/**
 * What the mail feature stores about people: the messages (their `to`, and a trainer
 * message's key, which names the address), the outbox's `.eml` files and the send jobs.
 * Each erasure event erases them through the feature's own repo, then compacts, so no file
 * of the data directory keeps the address (docs/security.md, "Erasure"). Removing an
 * exercise or a person first reads what the calendar cancellations need from the messages
 * it erases, then queues them (`cancellationsOf`): a crash in between loses them, never the
 * erasure.
 */
export function mailErasure(
  events: DomainEvents,
  deps: {
    messages: MessagesRepo;
    jobs: Jobs;
    lifecycle: ExerciseLifecycle;
    /** The outbox folder (erased whatever the transport: it may hold older files). */
    outbox: Pick<OutboxReader, 'erase'>;
    /** Erasures wait for the jobs to have started (the queue must be connected). */
    ready: Promise<unknown>;
    mailer: Pick<Mailer, 'queue'>;
    now: () => number;
  },
): void {
  const { messages, jobs, lifecycle, outbox } = deps;

  /** Erases the messages, then queues the cancellations their calendar events owe. */
  async function eraseAndCancel(ids: readonly string[]): Promise<Erased> {
    const today = new Date(deps.now()).toISOString().slice(0, 10);
    const cancellations = cancellationsOf(await messages.listByIds(ids), today);
    const erased = await erase(ids);
    return { ...erased, cancellations: await deps.mailer.queue(cancellations) };
  }

  async function erase(ids: readonly string[]): Promise<Erased> {
    for (const id of ids) await jobs.cancel(SEND_JOB, id);
    const removed = await messages.removeByIds(ids);
    const files = await outbox.erase(ids);
    await Promise.all([messages.compact(), jobs.compact()]);
    return { messages: removed, outboxFiles: files };
  }

  events.on('exerciseRemoved', async ({ exerciseId }) => {
    await deps.ready;
    await lifecycle.exerciseRemoved(exerciseId);
    return eraseAndCancel(await messages.idsByExercise(exerciseId));
  });

  events.on('personForgotten', async ({ email, playerIds }) => {
    await deps.ready;
    return eraseAndCancel(await messages.idsOfPerson(email, playerIds));
  });

  /** The messages stay (the invitation counts), without the address; their files go. */
  events.on('emailsHidden', async (): Promise<Erased> => {
    await deps.ready;
    const ids = await messages.hideAddresses(MAIL_MESSAGES.addressErased);
    const files = await outbox.erase(ids);
    await messages.compact();
    return { outboxFiles: files };
  });
}
