import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { KeyValueStorage } from './expiry';

/** How one state field lives under its own localStorage key; `null` means "remove the key". */
export interface FieldCodec<T> {
  key: string;
  read(raw: string | null): T;
  write(value: T): string | null;
}

export type Codecs<S> = { [K in keyof S]: FieldCodec<S[K]> };

/** localStorage when there is one (not in node unit tests). */
export function browserStorage(): KeyValueStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * A zustand persist storage that keeps every field under its own key (token, user, role…)
 * instead of one JSON blob, so the keys stay the ones the specs name.
 */
export function keyedStorage<S>(
  codecs: Codecs<S>,
  storage: () => KeyValueStorage | undefined = browserStorage,
): PersistStorage<S> {
  const entries = () => Object.entries(codecs) as [keyof S, FieldCodec<S[keyof S]>][];
  return {
    getItem(): StorageValue<S> | null {
      const store = storage();
      if (!store) return null;
      const state = {} as S;
      for (const [field, codec] of entries()) state[field] = codec.read(store.getItem(codec.key));
      return { state, version: 0 };
    },
    setItem(_name, value) {
      const store = storage();
      if (!store) return;
      for (const [field, codec] of entries()) {
        const raw = codec.write(value.state[field]);
        if (raw === null) store.removeItem(codec.key);
        else store.setItem(codec.key, raw);
      }
    },
    removeItem() {
      const store = storage();
      if (!store) return;
      for (const [, codec] of entries()) store.removeItem(codec.key);
    },
  };
}

export const text = (key: string): FieldCodec<string | null> => ({
  key,
  read: (raw) => (raw === null || raw === '' ? null : raw),
  write: (value) => value,
});

export const flag = (key: string): FieldCodec<boolean> => ({
  key,
  read: (raw) => raw === 'true',
  write: (value) => (value ? 'true' : null),
});

export const timestamp = (key: string): FieldCodec<number | null> => ({
  key,
  read: (raw) => (raw !== null && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : null),
  write: (value) => (value === null ? null : String(value)),
});

/** A value from a fixed list; anything else reads as null (tampered or outdated storage). */
export function oneOf<T extends string | number>(
  key: string,
  allowed: readonly T[],
): FieldCodec<T | null> {
  return {
    key,
    read: (raw) => allowed.find((value) => String(value) === raw) ?? null,
    write: (value) => (value === null ? null : String(value)),
  };
}
