import { hash } from 'node:crypto';
import type { ScenarioEvent } from '@dojo/protocol';

/** What a scope last pushed: one signature per event id (never the events themselves). */
export type SentInbox = ReadonlyMap<string, string>;

/**
 * One inbox event as the runner compares it: a signature that changes whenever what the
 * player would see of it changes, and the event itself, built only when it must be sent.
 */
export interface InboxEntry {
  id: string;
  signature: string;
  /**
   * Equal keys within one exercise mean equal built events, whoever the player: what lets
   * players due together share one encoded push (docs/runner.md "Shared pushes"). Null when
   * the event holds something of its player's own (their read time under their name).
   */
  shareKey: string | null;
  build(): ScenarioEvent;
}

export interface InboxDelta {
  /** The new or changed events, in inbox order; the whole inbox when `full`. */
  events: ScenarioEvent[];
  /** An event the client holds is gone (a reset): the client replaces its inbox. */
  full: boolean;
  /** What the scope holds after this push (never changed once made). */
  sent: SentInbox;
  /** The share keys of `events`, in the same order. */
  keys: (string | null)[];
}

/** A short digest of a whole event: the signature of anything without a cheaper one. */
export function fingerprint(value: unknown): string {
  return hash('sha1', JSON.stringify(value), 'base64url');
}

/** Entries for events that are already built (tests, ad-hoc sources): signed by content. */
export function entriesOf(events: readonly ScenarioEvent[]): InboxEntry[] {
  return events.map((event) => {
    const signature = fingerprint(event);
    return { id: event.id, signature, shareKey: signature, build: () => event };
  });
}

/**
 * Compares an inbox with what was last pushed. Only signatures are kept per scope (a few
 * bytes per event), and only new or changed events are built, so a push in a big inbox
 * costs what changed, not what is there.
 */
export function diffInbox(
  previous: SentInbox,
  inbox: readonly InboxEntry[],
  forceFull = false,
): InboxDelta {
  const sent = new Map(inbox.map((entry) => [entry.id, entry.signature] as const));
  const lost = [...previous.keys()].some((id) => !sent.has(id));
  const full = forceFull || lost;
  const changed = full ? inbox : inbox.filter((e) => previous.get(e.id) !== e.signature);
  return {
    events: changed.map((entry) => entry.build()),
    full,
    sent,
    keys: changed.map((entry) => entry.shareKey),
  };
}
