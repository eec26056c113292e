import { createElement, Suspense, type ComponentType } from 'react';
import { AreaLoading } from './AreaLoading';
import { lazyNamed } from './lazyNamed';

/**
 * A heavy part of a screen (a chart, the rich text editor, drag and drop) as its own chunk:
 * a drop-in component that shows a small loading state until its code has arrived.
 */
export function lazyPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  what: string,
): ComponentType<P> {
  const Lazy = lazyNamed(load, name);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={<AreaLoading what={what} part />}>{createElement(Lazy, props)}</Suspense>
    );
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart;
}
