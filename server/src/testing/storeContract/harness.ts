import { afterEach, beforeEach } from 'vitest';
import type { Collection, Filter, FindOptions, Store } from '../../store/port';

/** Where one test's data lives (a temp dir, a database) and how to open a store on it. */
export interface Location {
  open(): Promise<Store>;
  dispose(): Promise<void>;
}
/** Makes a fresh, empty location for each test. */
export type Engine = () => Promise<Location>;

export interface Player {
  _id: string;
  name: string;
  team?: string;
  score: number;
  tags: string[];
  profile?: { city?: string; age?: number };
  items?: { sku: string; qty: number }[];
  deletedAt?: string | null;
}

export const PLAYERS: Player[] = [
  {
    _id: 'ann',
    name: 'Ann',
    team: 'red',
    score: 10,
    tags: ['lead', 'ops'],
    profile: { city: 'Oslo', age: 31 },
    items: [
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
    ],
  },
  {
    _id: 'bob',
    name: 'Bob',
    team: 'blue',
    score: 20,
    tags: ['ops'],
    profile: { city: 'Bergen' },
    deletedAt: null,
  },
  { _id: 'cat', name: 'Cat', team: 'red', score: 30, tags: [], items: [{ sku: 'b', qty: 2 }] },
  { _id: 'dan', name: 'dan', score: 40, tags: ['lead'], deletedAt: '2024-01-01' },
];

export interface StoreContext {
  readonly store: Store;
  /** Closes the current store and opens the same location again. */
  reopen(): Promise<Store>;
  players(): Collection<Player>;
  /** Inserts PLAYERS and returns their collection. */
  seed(): Promise<Collection<Player>>;
  /** The ids `find` returns, sorted, so the engines' natural orders do not matter. */
  ids(filter: Filter<Player>, options?: FindOptions): Promise<string[]>;
}

export function useStore(engine: Engine): StoreContext {
  let location: Location | undefined;
  let current: Store | undefined;
  const opened: Store[] = [];

  async function open(): Promise<Store> {
    if (!location) throw new Error('no location: used outside a test');
    current = await location.open();
    opened.push(current);
    return current;
  }

  beforeEach(async () => {
    location = await engine();
    await open();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await location?.dispose();
    location = current = undefined;
  });

  const context: StoreContext = {
    get store() {
      if (!current) throw new Error('no store: used outside a test');
      return current;
    },
    async reopen() {
      await context.store.close();
      return open();
    },
    players: () => context.store.collection<Player>('players'),
    async seed() {
      const players = context.players();
      await players.insertMany(structuredClone(PLAYERS));
      return players;
    },
    async ids(filter, options) {
      const docs = await context.players().find(filter, options);
      return docs.map((doc) => doc._id).sort();
    },
  };
  return context;
}
