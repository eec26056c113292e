import { useRef, useState } from 'react';
import type { Status as Answer } from '@dojo/protocol';
import type { UploadOptions } from '../../shared/api';
import { useEditorToken } from '../../shared/session';
import { usePending, useStatus } from '../../shared/ui';
import { listedNow, readListAgain } from '../lists';
import { UPLOAD_CANCELLED, UPLOADING } from './uploadChecks';

/** What a sender gets besides the token: where to report progress, and the cancel signal. */
export type SendOptions = Required<Pick<UploadOptions, 'onProgress' | 'signal'>>;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One upload screen's flow: check, show 'Uploading...' with the share sent while in flight
 * (cancel stops it and the server keeps nothing), then the server's answer; the library is
 * re-read and the names the upload added are remembered as fresh.
 */
export function useUpload() {
  const token = useEditorToken();
  const { status, show, clear } = useStatus();
  const { pending, run } = usePending((message) => show('failed', message));
  const [fresh, setFresh] = useState<string[]>([]);
  /** Percent sent (0 to 100) while an upload is in flight, else null. */
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function upload(
    problem: string | null,
    send: (token: string, options: SendOptions) => Promise<Answer>,
  ) {
    if (pending) return false;
    if (problem) {
      show('failed', problem);
      return false;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    const done = await run(async () => {
      show('warning', UPLOADING);
      const before = new Set(listedNow('media', token).map((item) => item.name));
      let answer: Answer;
      try {
        answer = await send(token, {
          signal: controller.signal,
          onProgress: ({ sent, total }) =>
            setPercent(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0),
        });
      } catch (error) {
        if (!isAbort(error)) throw error;
        show('warning', UPLOAD_CANCELLED);
        return false;
      } finally {
        setPercent(null);
        abort.current = null;
      }
      show(answer.type, answer.data);
      const added = (await readListAgain('media', token))
        .filter((item) => !before.has(item.name))
        .map((item) => item.name);
      setFresh((earlier) => [...added, ...earlier]);
      return answer.type === 'success';
    });
    return done ?? false;
  }

  /** Stops the upload in flight. */
  function cancel() {
    abort.current?.abort();
  }

  return { status, clear, pending, fresh, upload, percent, cancel };
}
