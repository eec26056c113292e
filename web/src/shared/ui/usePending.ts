import { useState } from 'react';
import { errorMessage } from '../api';

/**
 * One piece of work at a time, with `pending` true while it runs. With `onFailure`, an error
 * the work throws becomes a message (and `run` gives undefined); without it, it is thrown on.
 */
export function usePending(onFailure?: (message: string) => void) {
  const [pending, setPending] = useState(false);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setPending(true);
    try {
      return await work();
    } catch (error) {
      if (!onFailure) throw error;
      onFailure(errorMessage(error));
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return { pending, run };
}
