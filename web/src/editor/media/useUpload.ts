import { useState } from 'react';
import type { Status as Answer } from '@dojo/protocol';
import { useEditorToken } from '../../shared/session';
import { usePending, useStatus } from '../../shared/ui';
import { useMediaStore } from './mediaStore';
import { UPLOADING } from './uploadChecks';

/**
 * One upload screen's flow: check, show 'Uploading...' while in flight, then the server's
 * answer; the library is re-read and the names the upload added are remembered as fresh.
 */
export function useUpload() {
  const token = useEditorToken();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const [fresh, setFresh] = useState<string[]>([]);

  async function upload(problem: string | null, send: (token: string) => Promise<Answer>) {
    if (pending) return false;
    if (problem) {
      show('failed', problem);
      return false;
    }
    const done = await run(async () => {
      show('warning', UPLOADING);
      const before = new Set(useMediaStore.getState().items);
      const answer = await send(token);
      show(answer.type, answer.data);
      await useMediaStore.getState().load(token, true);
      const added = useMediaStore.getState().items.filter((name) => !before.has(name));
      setFresh((earlier) => [...added, ...earlier]);
      return answer.type === 'success';
    });
    return done ?? false;
  }

  return { status, clear, pending, fresh, upload };
}
