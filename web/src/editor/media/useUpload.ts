import { useState } from 'react';
import type { Status as Answer } from '@dojo/protocol';
import { errorMessage } from '../../shared/api';
import { useStaffSession } from '../../shared/session';
import { useMediaStore } from './mediaStore';
import { UPLOADING } from './uploadChecks';
import { useStatus } from './useStatus';

/**
 * One upload screen's flow: check, show 'Uploading...' while in flight, then the server's
 * answer; the library is re-read and the names the upload added are remembered as fresh.
 */
export function useUpload() {
  const token = useStaffSession((session) => session.editorToken) ?? '';
  const { status, show, clear } = useStatus();
  const [pending, setPending] = useState(false);
  const [fresh, setFresh] = useState<string[]>([]);

  async function upload(problem: string | null, send: (token: string) => Promise<Answer>) {
    if (pending) return false;
    if (problem) {
      show('failed', problem);
      return false;
    }
    setPending(true);
    show('warning', UPLOADING);
    const before = new Set(useMediaStore.getState().names);
    try {
      const answer = await send(token);
      show(answer.type, answer.data);
      await useMediaStore.getState().load(token, true);
      const added = useMediaStore.getState().names.filter((name) => !before.has(name));
      setFresh((earlier) => [...added, ...earlier]);
      return answer.type === 'success';
    } catch (error) {
      show('failed', errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { status, clear, pending, fresh, upload };
}
