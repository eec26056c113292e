/**
 * Every push carries its scope's sequence number. These pure rules say whether a push follows
 * on from the last one seen, or whether something was missed and the scope must be resynced.
 */

/** What a push means for its scope. */
export type PushVerdict =
  /** The first push seen for the scope: it becomes the baseline. */
  | 'first'
  /** Exactly last + 1: nothing was missed. */
  | 'next'
  /** Beyond last + 1: pushes were missed; deliver it, then resync the scope. */
  | 'gap'
  /** At or below the last seen: already delivered; drop it. */
  | 'duplicate';

export function judgePush(last: number | undefined, seq: number): PushVerdict {
  if (last === undefined) return 'first';
  if (seq === last + 1) return 'next';
  if (seq > last + 1) return 'gap';
  return 'duplicate';
}

export interface ScopeSeq {
  scope: string;
  seq: number;
}

/**
 * After a (re)connect the server reports each scope's current seq. A scope needs a resync when
 * the server is ahead (pushes were missed while away) or behind (the server's counters were
 * reset, so what we hold may be stale). A scope never seen before only sets the baseline.
 */
export function scopesToResync(
  seen: ReadonlyMap<string, number>,
  reported: readonly ScopeSeq[],
): string[] {
  return reported
    .filter(({ scope, seq }) => {
      const last = seen.get(scope);
      return last !== undefined && last !== seq;
    })
    .map(({ scope }) => scope);
}

/** The last seq seen per scope, updated by pushes and by the hello answer. */
export class SeqTracker {
  private readonly last = new Map<string, number>();

  /** Records a push and says what it means. */
  push(scope: string, seq: number): PushVerdict {
    const verdict = judgePush(this.last.get(scope), seq);
    if (verdict !== 'duplicate') this.last.set(scope, seq);
    return verdict;
  }

  /** Records the server's report after a (re)connect; returns the scopes to resync. */
  hello(reported: readonly ScopeSeq[]): string[] {
    const stale = scopesToResync(this.last, reported);
    for (const { scope, seq } of reported) this.last.set(scope, seq);
    return stale;
  }

  lastSeen(scope: string): number | undefined {
    return this.last.get(scope);
  }

  reset(): void {
    this.last.clear();
  }
}
