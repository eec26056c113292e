import { useEffect, useRef } from 'react';

/**
 * Runs `action` once typing pauses for `delayMs` after `value` last changed; skipped while
 * `enabled` is false (e.g. until the saved text has loaded).
 */
export function useDebounced<T>(
  value: T,
  delayMs: number,
  enabled: boolean,
  action: (value: T) => void,
) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, enabled]);
}
