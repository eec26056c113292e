import type { AgendaBackend } from 'agenda';
import type { Store } from '../../store';
import { StoreJobRepository } from './storeJobRepository';

/**
 * Agenda's backend over the store port (the embedded engine). No notification channel:
 * agenda polls every JOBS_POLL_MS, and jobs saved by this process are picked up at once.
 */
export class StoreBackend implements AgendaBackend {
  readonly name = 'Incident Dojo store';
  readonly repository: StoreJobRepository;
  readonly ownsConnection = false;

  constructor(store: Store) {
    this.repository = new StoreJobRepository(store, { clearLocksOnConnect: true });
  }

  /** Rewrites the jobs' datafile without removed jobs (an erasure). */
  compact(): Promise<void> {
    return this.repository.compact();
  }

  connect(): Promise<void> {
    return this.repository.connect();
  }

  /** The store outlives agenda: the composition root closes it after agenda stopped. */
  async disconnect(): Promise<void> {}
}
