import { diffInbox, type InboxDelta, type InboxEntry, type SentInbox } from './inboxDiff';

/**
 * What a scope holds before its first push, and after a push of an empty inbox: one record for
 * all, so players who joined at different moments before the start (each projected alone, an
 * empty inbox each) are diffed once at the start instead of once each.
 */
export const NOTHING_SENT: SentInbox = new Map();

interface ForInbox {
  /** What any scope holds after a push of this inbox: the same for all, so one map. */
  sent: SentInbox;
  /** The delta from each `sent` map a scope held before. */
  deltas: WeakMap<SentInbox, InboxDelta>;
}

/**
 * One diff for every scope due together that held the same inbox and now sees the same one
 * (docs/runner.md "Shared pushes"). Players of one shared projection get the very same entries
 * array; what a scope holds after a push depends on that array alone, so every scope that
 * pushed it is given the very same `sent` map, and at the next due moment their diffs are one.
 * Keyed by the two objects' identity, which is sound because neither is changed once made; a
 * full push's events are a scope's own. Weak keys: nothing outlives its inbox or `sent` map.
 */
export class SharedDiffs {
  private readonly byInbox = new WeakMap<readonly InboxEntry[], ForInbox>();

  diff(previous: SentInbox, inbox: readonly InboxEntry[], forceFull: boolean): InboxDelta {
    let known = this.byInbox.get(inbox);
    const shared = known?.deltas.get(previous);
    if (shared && !forceFull) return shared;
    const delta = diffInbox(previous, inbox, forceFull);
    if (!known) {
      known = { sent: delta.sent.size === 0 ? NOTHING_SENT : delta.sent, deltas: new WeakMap() };
      this.byInbox.set(inbox, known);
    }
    const result = { ...delta, sent: known.sent };
    if (!forceFull) known.deltas.set(previous, result);
    return result;
  }
}
