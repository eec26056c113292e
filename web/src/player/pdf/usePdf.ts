import { useEffect, useState } from 'react';
import type { PdfDefinition } from '@dojo/protocol';
import { errorText } from '../../shared/i18n/errorText';
import { useBackend, type PlayerBackend } from '../state/backend';

type PdfState =
  | { state: 'loading' }
  | { state: 'ready'; pdf: PdfDefinition }
  | { state: 'failed'; message: string };

/** One load per document per exercise: the attachment label and the viewer share it. */
const cache = new WeakMap<PlayerBackend, Map<string, Promise<PdfDefinition>>>();

function load(backend: PlayerBackend, fileName: string): Promise<PdfDefinition> {
  let loads = cache.get(backend);
  if (!loads) {
    loads = new Map();
    cache.set(backend, loads);
  }
  let pending = loads.get(fileName);
  if (!pending) {
    pending = backend.loadPdf(fileName);
    // A failed load may be retried next time.
    pending.catch(() => loads.delete(fileName));
    loads.set(fileName, pending);
  }
  return pending;
}

export function usePdf(fileName: string): PdfState {
  const backend = useBackend();
  const [result, setResult] = useState<PdfState & { fileName?: string }>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    load(backend, fileName).then(
      (pdf) => current && setResult({ state: 'ready', pdf, fileName }),
      (error: unknown) =>
        current && setResult({ state: 'failed', message: errorText(error), fileName }),
    );
    return () => {
      current = false;
    };
  }, [backend, fileName]);
  return result.fileName === fileName ? result : { state: 'loading' };
}
