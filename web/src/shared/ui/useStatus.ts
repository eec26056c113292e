import { useCallback, useState } from 'react';
import type { StatusKind } from './StatusBanner';

export interface Status {
  kind: StatusKind;
  message: string;
}

/** The one status message a screen shows in its StatusBanner (success, failed, warning). */
export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  const show = useCallback((kind: StatusKind, message: string) => setStatus({ kind, message }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, show, clear };
}
