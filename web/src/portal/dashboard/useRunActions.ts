import { useCallback, useState } from 'react';
import { REPORT_MESSAGES, portalCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import type { Status } from '../../shared/ui';

/** Send reminder and Extend for one exercise's players, with one status message. */
export function useRunActions(token: string, exerciseName: string, reload: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<(Status & { id: number }) | null>(null);
  const show = (kind: Status['kind'], message: string) =>
    setStatus((now) => ({ kind, message, id: (now?.id ?? 0) + 1 }));

  const clear = useCallback(() => setStatus(null), []);

  async function run(key: string, work: () => Promise<{ type: string; data: string }>) {
    setBusy(key);
    try {
      const answer = await work();
      show(answer.type === 'success' ? 'success' : 'failed', answer.data);
      reload();
    } catch (error) {
      show('failed', errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    status,
    clear,
    remind(code: string, email: string) {
      if (!email.includes('@')) {
        show('failed', REPORT_MESSAGES.invalidReminderEmail);
        return;
      }
      void run(`remind:${code}`, () =>
        callApi(portalCalls.sendReminder, { token, exerciseName, code, email, admin: false }),
      );
    },
    extend(code: string) {
      void run(`extend:${code}`, () =>
        callApi(portalCalls.extendExercise, { token, exerciseName, code }),
      );
    },
  };
}
