import { hash } from 'node:crypto';

/** What a scope last pushed: one fingerprint per event id (never the events themselves). */
export type SentInbox = ReadonlyMap<string, string>;

export interface InboxDelta<E> {
  /** The new or changed events, in inbox order; the whole inbox when `full`. */
  events: E[];
  /** An event the client holds is gone (a reset): the client replaces its inbox. */
  full: boolean;
  /** What the scope holds after this push. */
  sent: Map<string, string>;
}

/** A short digest of an event as sent: any change inside it changes the fingerprint. */
export function fingerprint(value: unknown): string {
  return hash('sha1', JSON.stringify(value), 'base64url');
}

/**
 * Compares an inbox with what was last pushed. Fingerprints keep the memory per scope small
 * (a few bytes per event) while still spotting any change inside an event.
 */
export function diffInbox<E extends { id: string }>(
  previous: SentInbox,
  inbox: readonly E[],
  forceFull = false,
): InboxDelta<E> {
  const sent = new Map(inbox.map((event) => [event.id, fingerprint(event)] as const));
  const lost = [...previous.keys()].some((id) => !sent.has(id));
  if (forceFull || lost) return { events: [...inbox], full: true, sent };
  const events = inbox.filter((event) => previous.get(event.id) !== sent.get(event.id));
  return { events, full: false, sent };
}
