import { useCallback, useEffect, useState } from 'react';
import { EDITING_SCOPE_PREFIX, presenceEvents } from '@dojo/protocol';
import { useStaffSession } from '../../shared/session';
import {
  emitAsync,
  registerResync,
  useBroadcast,
  useRealtimeConnection,
  useSocket,
} from '../../shared/realtime';

/**
 * Who else has the open scenario in their editor (docs/editor-api.md, "Presence"): this
 * editor says when it opens a named scenario and when it leaves it (another scenario, the
 * section, the tab), and every change is pushed; after a reconnect or a missed push it
 * asks again. Answers the other accounts, never the signed-in one.
 */
export function useScenarioPresence(scenario: string): string[] {
  const token = useStaffSession((state) => state.editorToken);
  const me = useStaffSession((state) => state.editorUser);
  useRealtimeConnection(token);
  const { socket, status } = useSocket();
  const [editors, setEditors] = useState<string[]>([]);

  const open = useCallback(async () => {
    if (!scenario) return;
    const answer = await emitAsync(presenceEvents.openScenario, { scenario });
    setEditors(answer.editors);
  }, [scenario]);

  useEffect(() => {
    setEditors([]);
    if (!socket || status !== 'connected' || !scenario) return;
    open().catch((error: unknown) => console.warn('Could not share presence', error));
    return () => {
      emitAsync(presenceEvents.closeScenario, { scenario }).catch(() => undefined);
    };
  }, [socket, status, scenario, open]);

  useBroadcast(presenceEvents.presenceChanged, (push) => {
    if (push.data.scenario === scenario) setEditors(push.data.editors);
  });
  useEffect(() => registerResync(EDITING_SCOPE_PREFIX, open), [open]);

  return editors.filter((editor) => editor !== me);
}
