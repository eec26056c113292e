import type { facilitatorEvents } from '@dojo/protocol';
import type { Logger } from '../logger';

/**
 * What happened in the game, told after the write is stored. Features emit; other features
 * subscribe (the player runner re-projects, later the live reports, the facilitator's
 * positions, mail jobs). Emitting never waits for a listener and never fails the write.
 */
export interface DomainEventMap {
  /** The facilitator changed something every player of the exercise may see. */
  exerciseChanged: { exerciseId: string; change: facilitatorEvents.FacilitatorChange };
  /** The facilitator changed what one player sees: moved them, sent them an event. */
  playerChanged: {
    exerciseId: string;
    playerId: string;
    change: facilitatorEvents.FacilitatorChange;
  };
  /** Someone entered or left the waiting room of a facilitated session not open yet. */
  playerWaiting: { exerciseId: string };
  /** A player entered the exercise for the first time: their clock started. */
  playerJoined: { exerciseId: string; playerId: string };
  /** A player read events for the first time (an e-mail, the social feed). */
  playerRead: { exerciseId: string; playerId: string; eventIds: readonly string[] };
  /** A player answered a question; a team question is answered for the whole team. */
  playerAnswered: {
    exerciseId: string;
    playerId: string;
    eventId: string;
    team: string | null;
  };
  /** A player liked or replied to a social post. */
  playerPosted: { exerciseId: string; playerId: string; eventId: string };
  /** An order, campaign or facilitated exercise was stored with its players (mail, jobs). */
  exerciseCreated: { exerciseId: string };
  /**
   * An admin removed an exercise: live play of it ends at once, and every feature erases
   * what it stored for it (an erasure event, see `settle`).
   */
  exerciseRemoved: { exerciseId: string };
  /**
   * Erasure: every stored player and facilitator e-mail address goes (Remove Emails); records
   * stay, under a pseudonym, and keep their counts.
   */
  emailsHidden: Record<string, never>;
  /**
   * Erasure: a data-subject request for `email`; `playerIds` are the players stored under it
   * when the request was made (the players feature removes them, others follow their ids).
   */
  personForgotten: { email: string; playerIds: readonly string[] };
  /**
   * Erasure: an admin removed a client (no account or exercise names it any more); what
   * features kept for it goes, its integrations' secrets included.
   */
  clientRemoved: { client: string };
  /** A facilitator reset a session: every player's progress starts over (an erasure too). */
  exerciseReset: { exerciseId: string };
  /** A player accepted the exercise's agreement (NDA), recorded the first time (reports). */
  playerStarted: { exerciseId: string; playerId: string };
  /** A player's run ended, recorded the first time (mail: results ready). */
  playerFinished: { exerciseId: string; playerId: string };
  /** A player's link was extended, after the new expiry is stored (mail tells the player). */
  playerExtended: { exerciseId: string; playerId: string };
}

export type DomainEventName = keyof DomainEventMap;

/** The events that erase stored data: their listeners answer what they erased. */
export type ErasureEventName =
  'exerciseRemoved' | 'emailsHidden' | 'personForgotten' | 'exerciseReset' | 'clientRemoved';
/** What one erasure listener removed or changed, counted by kind ("players", "messages", ...). */
export type Erased = Readonly<Record<string, number>>;
export type DomainEventListener<N extends DomainEventName> = (event: DomainEventMap[N]) => unknown;

/** The slice a feature that only tells what happened needs. */
export type DomainEventEmitter = Pick<DomainEvents, 'emit'>;

/** A typed in-process event bus: one instance per server, built by the composition root. */
export class DomainEvents {
  private readonly listeners = new Map<DomainEventName, Set<DomainEventListener<never>>>();

  constructor(private readonly logger?: Pick<Logger, 'error'>) {}

  /** Subscribes; the returned function unsubscribes. */
  on<N extends DomainEventName>(name: N, listener: DomainEventListener<N>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    const stored = listener as DomainEventListener<never>;
    set.add(stored);
    return () => set.delete(stored);
  }

  /** Tells every listener, in subscription order; a failing listener is logged, not thrown. */
  emit<N extends DomainEventName>(name: N, event: DomainEventMap[N]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        const result = (listener as DomainEventListener<N>)(event);
        // A listener may answer a promise (the runner does); its failure is logged too.
        if (result instanceof Promise) result.catch((error: unknown) => this.failed(name, error));
      } catch (error) {
        this.failed(name, error);
      }
    }
  }

  /**
   * An erasure: tells every listener in turn and waits for each. All run even when one fails
   * (each erases its own data); then the first failure is thrown, so the caller never reports
   * an erasure that did not happen. Answers the listeners' counts, summed by kind.
   */
  async settle<N extends ErasureEventName>(name: N, event: DomainEventMap[N]): Promise<Erased> {
    const total: Record<string, number> = {};
    const failures: unknown[] = [];
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        const erased: unknown = await (listener as DomainEventListener<N>)(event);
        if (erased && typeof erased === 'object') {
          for (const [kind, count] of Object.entries(erased)) {
            if (typeof count === 'number') total[kind] = (total[kind] ?? 0) + count;
          }
        }
      } catch (error) {
        this.failed(name, error);
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return total;
  }

  private failed(name: DomainEventName, error: unknown): void {
    this.logger?.error({ err: error, event: name }, 'a domain event listener failed');
  }
}
