import type { Finish } from './types';

/** Something due at a game time: an event showing, or the run ending. */
export type Arrival =
  | { at: number; kind: 'event'; index: number }
  | { at: number; kind: Finish['kind']; index: number };

/** Earlier first; at the same time events before an end, then scenario order. */
function before(a: Arrival, b: Arrival): boolean {
  if (a.at !== b.at) return a.at < b.at;
  const rankA = a.kind === 'event' ? 0 : 1;
  const rankB = b.kind === 'event' ? 0 : 1;
  if (rankA !== rankB) return rankA < rankB;
  return a.index < b.index;
}

/** A binary min-heap of arrivals, so the walk always expands the earliest one first. */
export class ArrivalQueue {
  private readonly items: Arrival[];

  /** `sorted` must already be in `before` order (a sorted array is a valid heap). */
  constructor(sorted: readonly Arrival[]) {
    this.items = sorted.slice();
  }

  get size(): number {
    return this.items.length;
  }

  peek(): Arrival | undefined {
    return this.items[0];
  }

  /** Every queued arrival, in no particular order. */
  remaining(): readonly Arrival[] {
    return this.items;
  }

  push(item: Arrival): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i] as Arrival, items[parent] as Arrival)) break;
      [items[i], items[parent]] = [items[parent] as Arrival, items[i] as Arrival];
      i = parent;
    }
  }

  pop(): Arrival | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < items.length && before(items[left] as Arrival, items[least] as Arrival)) {
        least = left;
      }
      if (right < items.length && before(items[right] as Arrival, items[least] as Arrival)) {
        least = right;
      }
      if (least === i) return top;
      [items[i], items[least]] = [items[least] as Arrival, items[i] as Arrival];
      i = least;
    }
  }
}
