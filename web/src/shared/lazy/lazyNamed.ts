import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component that can start its download before it first renders. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): void;
};

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./X'), 'X')`. The import
 * becomes its own chunk, downloaded the first time the component renders, or earlier with
 * `preload()` (routes.tsx fetches the first screen's chunk while the language loads).
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Preloadable<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // the render tries again (and reports a stale build)
      throw error;
    });
    return loading;
  };
  const component = lazy(async () => ({ default: (await once())[name] }));
  return Object.assign(component, { preload: () => void once().catch(() => undefined) });
}
