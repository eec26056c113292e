import {
  EDITING_SCOPE_PREFIX,
  EDITORS_LISTED,
  PRESENCE_MESSAGES,
  editingScope,
  presenceEvents,
} from '@dojo/protocol';
import { forbidden } from '../../errors';
import type { Publisher } from '../../realtime/publisher';
import type { SocketRouter } from '../../realtime/router';
import type { DojoIo, DojoSocket } from '../../realtime/types';

/**
 * Who has which scenario open in the editor (docs/editor-api.md, "Presence"): the staff
 * sockets in the scenario's room `editing:{scenario}`, asked of every process through the
 * cluster's adapter (`fetchSockets`), so authors on different processes see each other. The
 * list is pushed to the room on every change (open, close, a socket gone).
 */
export function scenarioPresence(deps: { publisher: Pick<Publisher, 'push' | 'seqOf'> }) {
  const { publisher } = deps;
  let server: DojoIo | undefined;

  async function editorsOf(scenario: string): Promise<string[]> {
    if (!server) return [];
    const sockets = await server.in(editingScope(scenario)).fetchSockets();
    const users = sockets.flatMap((socket) => {
      const principal = (socket.data as Partial<DojoSocket['data']>).principal;
      return principal?.kind === 'staff' ? [principal.user] : [];
    });
    return [...new Set(users)].sort().slice(0, EDITORS_LISTED);
  }

  async function changed(scenario: string) {
    const editors = await editorsOf(scenario);
    // Shutting down: the sockets closing now are not authors leaving.
    if (!server) return editors;
    publisher.push(editingScope(scenario), presenceEvents.presenceChanged, { scenario, editors });
    return editors;
  }

  function routeCommands(router: SocketRouter): void {
    router.on(presenceEvents.openScenario, async ({ scenario }, socket) => {
      const principal = socket.data.principal;
      if (principal.kind !== 'staff') throw forbidden(PRESENCE_MESSAGES.staffOnly, 'forbidden');
      const scope = editingScope(scenario);
      await socket.join(scope);
      if (!socket.data.scopes.includes(scope)) socket.data.scopes.push(scope);
      const editors = await changed(scenario);
      return { scope: { scope, seq: publisher.seqOf(scope) }, editors };
    });
    router.on(presenceEvents.closeScenario, async ({ scenario }, socket) => {
      const scope = editingScope(scenario);
      const was = socket.data.scopes.includes(scope);
      await socket.leave(scope);
      socket.data.scopes = socket.data.scopes.filter((known) => known !== scope);
      return { editors: was ? await changed(scenario) : await editorsOf(scenario) };
    });
  }

  /** A socket that closes (tab closed, signed out, network gone) leaves every scenario. */
  function attach(io: DojoIo): void {
    server = io;
    io.on('connection', (socket) => {
      // Socket.io has taken the socket out of its rooms by the time 'disconnect' runs.
      socket.on('disconnect', () => {
        for (const scope of socket.data.scopes ?? []) {
          if (!scope.startsWith(EDITING_SCOPE_PREFIX)) continue;
          void changed(scope.slice(EDITING_SCOPE_PREFIX.length)).catch(() => undefined);
        }
      });
    });
  }

  /** Stops pushing: the process is shutting down (before the cluster's adapter closes). */
  function close(): void {
    server = undefined;
  }

  return { routeCommands, attach, editorsOf, close };
}
