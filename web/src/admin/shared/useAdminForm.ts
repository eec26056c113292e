import { useRef } from 'react';
import type { messagesFor } from '@dojo/protocol';
import { usePending, useStatus } from '../../shared/ui';
import { firstProblem } from './firstProblem';

/**
 * A panel's submit cycle: check the body against the protocol's schema (the same messages
 * the server gives), then send it and show the server's answer in the status line.
 */
export function useAdminForm() {
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  /** The schema whose message the banner shows now, while it is a form mistake. */
  const mistake = useRef<Parameters<typeof messagesFor>[0] | null>(null);

  async function submit<T>(
    schema: Parameters<typeof messagesFor>[0],
    body: unknown,
    send: () => Promise<T>,
    onDone?: (answer: T) => string | Promise<string>,
  ): Promise<T | undefined> {
    if (pending) return undefined;
    const problem = firstProblem(schema, body);
    if (problem) {
      mistake.current = schema;
      show('failed', problem);
      return undefined;
    }
    mistake.current = null;
    clear();
    return run(async () => {
      const answer = await send();
      const message = onDone
        ? await onDone(answer)
        : ((answer as { data?: string }).data ?? 'Done.');
      show('success', message);
      return answer;
    });
  }

  /**
   * Call with the form's body after each edit: a red banner about a form mistake goes as soon
   * as the form is corrected (or shows the next mistake), not only at the next submit.
   */
  function recheck(body: unknown): void {
    const schema = mistake.current;
    if (!schema) return;
    const problem = firstProblem(schema, body);
    if (problem) return show('failed', problem);
    mistake.current = null;
    clear();
  }

  return { status, show, clear, pending, submit, recheck };
}
