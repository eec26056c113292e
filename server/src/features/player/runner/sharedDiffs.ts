import { diffInbox, type InboxDelta, type InboxEntry, type SentInbox } from './inboxDiff';

/**
 * One diff for every scope due together that held the same inbox and now sees the same one
 * (docs/runner.md "Shared pushes"): players of one shared projection get the very same entries
 * array, and after one shared delta they hold the very same `sent` map, so from their second
 * push on a due moment diffs once for all of them instead of once per player. Keyed by the two
 * objects' identity, which is sound because neither is changed after it is made; a full push
 * is a scope's own. Weak keys: a delta lives as long as an inbox or a `sent` map naming it.
 */
export class SharedDiffs {
  private readonly byInbox = new WeakMap<readonly InboxEntry[], WeakMap<SentInbox, InboxDelta>>();

  diff(previous: SentInbox, inbox: readonly InboxEntry[], forceFull: boolean): InboxDelta {
    if (forceFull) return diffInbox(previous, inbox, true);
    let byPrevious = this.byInbox.get(inbox);
    if (!byPrevious) {
      byPrevious = new WeakMap();
      this.byInbox.set(inbox, byPrevious);
    }
    const known = byPrevious.get(previous);
    if (known) return known;
    const delta = diffInbox(previous, inbox);
    byPrevious.set(previous, delta);
    return delta;
  }
}
