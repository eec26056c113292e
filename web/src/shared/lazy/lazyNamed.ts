import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component that can start its download before it first renders. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download; settles once the code is here or has failed (the render reports it). */
  preload(): Promise<void>;
};

type Loaded<P extends object> = { default: ComponentType<P> };

/** A thenable that hands `value` to its callback during `then` (React.lazy reads it at once). */
function answeredAtOnce<T>(value: T): Promise<T> {
  const thenable = {
    then(onAnswer: (answer: T) => unknown) {
      onAnswer(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./X'), 'X')`. The import
 * becomes its own chunk, downloaded the first time the component renders, or earlier with
 * `preload()` (routes.tsx fetches the first screen's chunk while the language loads).
 *
 * Code already here renders at once: React.lazy suspends on any promise, even a settled one,
 * and then shows its loading state, and what replaces a loading state no sooner than 300 ms
 * after it. So once loaded, the component is handed over by a thenable that answers
 * synchronously (React.lazy takes any thenable).
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Preloadable<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  let loaded: Loaded<P> | null = null;
  const once = () => {
    loading ??= load().then(
      (module) => {
        loaded = { default: module[name] };
        return module;
      },
      (error: unknown) => {
        loading = null; // the render tries again (and reports a stale build)
        throw error;
      },
    );
    return loading;
  };
  const component = lazy<ComponentType<P>>(() => {
    return loaded ? answeredAtOnce(loaded) : once().then((module) => ({ default: module[name] }));
  });
  return Object.assign(component, {
    preload: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
  });
}
