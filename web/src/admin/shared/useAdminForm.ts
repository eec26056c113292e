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

  async function submit<T>(
    schema: Parameters<typeof messagesFor>[0],
    body: unknown,
    send: () => Promise<T>,
    onDone?: (answer: T) => string | Promise<string>,
  ): Promise<T | undefined> {
    if (pending) return undefined;
    const problem = firstProblem(schema, body);
    if (problem) {
      show('failed', problem);
      return undefined;
    }
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

  return { status, show, clear, pending, submit };
}
