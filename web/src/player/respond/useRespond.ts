import { useState } from 'react';
import type { EventAnswer, ScenarioEvent } from '@dojo/protocol';
import { ApiError } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { useBackend } from '../state/backend';
import { nextFor } from './answers';

/**
 * Sends one answer. A refusal is shown as the server words it (e.g. a second answer to the
 * same question); the inbox is then re-read so the answer that counts appears.
 */
export function useRespond(event: ScenarioEvent) {
  const backend = useBackend();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function respond(answer: EventAnswer, before?: () => Promise<void>): Promise<boolean> {
    setPending(true);
    setFailure(null);
    try {
      await before?.();
      await backend.respond(event, answer, nextFor(event, answer));
      return true;
    } catch (error) {
      setFailure(errorText(error));
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        backend.refresh().catch((refreshError: unknown) => console.warn(refreshError));
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  return { respond, pending, failure, setFailure };
}
