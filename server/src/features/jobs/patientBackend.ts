import type { AgendaBackend, JobRepository } from 'agenda';
import type { Logger } from '../../logger';

export interface RetryDelays {
  first: number;
  max: number;
}

/** Waits between connection attempts: 1 s, doubling, at most 30 s. */
export const CONNECT_RETRY_MS: RetryDelays = { first: 1_000, max: 30_000 };

/**
 * Agenda's backend, connected with patience. Agenda connects its backend when it is built and
 * never handles that promise's failure: a database that refuses the job queue's index at
 * start (MongoDB away, a primary being elected) would be an unhandled rejection, which ends
 * the process. This one keeps trying, logging each failure, until it connects or the queue
 * stops; meanwhile agenda waits (its start stays pending, so `/api/ready` says "not ready",
 * docs/operations.md).
 */
export class PatientBackend implements AgendaBackend {
  readonly name: string;
  readonly repository: JobRepository;
  readonly ownsConnection: boolean;
  private stopped = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly inner: AgendaBackend,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
    private readonly delays: RetryDelays = CONNECT_RETRY_MS,
  ) {
    this.name = inner.name;
    this.repository = inner.repository;
    this.ownsConnection = inner.ownsConnection ?? true;
  }

  /** Never rejects: resolves once connected; stays pending after `giveUp` (the queue stopped). */
  async connect(): Promise<void> {
    let wait = this.delays.first;
    for (let attempt = 1; ; attempt += 1) {
      if (this.stopped) return new Promise<void>(() => undefined);
      try {
        await this.inner.connect();
        if (attempt > 1) this.log.info({ attempt }, 'the job queue reached its store');
        return;
      } catch (error) {
        this.log.warn(
          { err: error, attempt, retryInMs: wait },
          'the job queue cannot reach its store yet; trying again',
        );
      }
      await this.pause(wait);
      wait = Math.min(wait * 2, this.delays.max);
    }
  }

  disconnect(): Promise<void> {
    return this.inner.disconnect();
  }

  /** The queue stops: no further attempt. */
  giveUp(): void {
    this.stopped = true;
    this.wake?.();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
