import { EDITORS_LISTED, PRESENCE_MESSAGES, editingScope, presenceEvents } from '@dojo/protocol';
import { forbidden } from '../../errors';
import type { Publisher } from '../../realtime/publisher';
import type { SocketRouter } from '../../realtime/router';
import type { DojoIo, DojoSocket } from '../../realtime/types';

/**
 * Who has which scenario open in the editor (docs/editor-api.md, "Presence"): kept per
 * socket in this process, pushed to the scenario's room on every change (open, close, a
 * socket gone). With several processes each knows its own sockets (docs/scaling.md).
 */
export function scenarioPresence(deps: { publisher: Pick<Publisher, 'push' | 'seqOf'> }) {
  const { publisher } = deps;
  /** scenario → socket id → account. */
  const open = new Map<string, Map<string, string>>();

  const editorsOf = (scenario: string) =>
    [...new Set(open.get(scenario)?.values() ?? [])].sort().slice(0, EDITORS_LISTED);

  function changed(scenario: string) {
    const editors = editorsOf(scenario);
    publisher.push(editingScope(scenario), presenceEvents.presenceChanged, { scenario, editors });
    return editors;
  }

  function leave(socket: DojoSocket, scenario: string): boolean {
    const sockets = open.get(scenario);
    if (!sockets?.delete(socket.id)) return false;
    if (sockets.size === 0) open.delete(scenario);
    return true;
  }

  function routeCommands(router: SocketRouter): void {
    router.on(presenceEvents.openScenario, async ({ scenario }, socket) => {
      const principal = socket.data.principal;
      if (principal.kind !== 'staff') throw forbidden(PRESENCE_MESSAGES.staffOnly, 'forbidden');
      const sockets = open.get(scenario) ?? new Map<string, string>();
      sockets.set(socket.id, principal.user);
      open.set(scenario, sockets);
      const scope = editingScope(scenario);
      await socket.join(scope);
      if (!socket.data.scopes.includes(scope)) socket.data.scopes.push(scope);
      const editors = changed(scenario);
      return { scope: { scope, seq: publisher.seqOf(scope) }, editors };
    });
    router.on(presenceEvents.closeScenario, async ({ scenario }, socket) => {
      const scope = editingScope(scenario);
      await socket.leave(scope);
      socket.data.scopes = socket.data.scopes.filter((known) => known !== scope);
      return { editors: leave(socket, scenario) ? changed(scenario) : editorsOf(scenario) };
    });
  }

  /** A socket that closes (tab closed, signed out, network gone) leaves every scenario. */
  function attach(io: DojoIo): void {
    io.on('connection', (socket) => {
      socket.on('disconnect', () => {
        for (const scenario of [...open.keys()]) if (leave(socket, scenario)) changed(scenario);
      });
    });
  }

  return { routeCommands, attach, editorsOf };
}
