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
  // Kept with the scenario they are of, so another scenario starts with nobody.
  const [seen, setSeen] = useState<{ scenario: string; editors: string[] }>({
    scenario: '',
    editors: [],
  });

  const open = useCallback(async () => {
    if (!scenario) return;
    const answer = await emitAsync(presenceEvents.openScenario, { scenario });
    setSeen({ scenario, editors: answer.editors });
  }, [scenario]);

  useEffect(() => {
    if (!socket || status !== 'connected' || !scenario) return;
    emitAsync(presenceEvents.openScenario, { scenario }).then(
      (answer) => setSeen({ scenario, editors: answer.editors }),
      (error: unknown) => console.warn('Could not share presence', error),
    );
    return () => {
      emitAsync(presenceEvents.closeScenario, { scenario }).catch(() => undefined);
    };
  }, [socket, status, scenario]);

  useBroadcast(presenceEvents.presenceChanged, (push) => {
    if (push.data.scenario === scenario) setSeen(push.data);
  });
  useEffect(() => registerResync(EDITING_SCOPE_PREFIX, open), [open]);

  if (seen.scenario !== scenario || status !== 'connected') return [];
  return seen.editors.filter((editor) => editor !== me);
}
