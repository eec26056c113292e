import type { FacilitatorLogin, FacilitatorStatus, PositionPlayer } from '@dojo/protocol';
import { useConsoleToken } from '../facilitator/consoleData';

/** The link token the console's component tests open it with. */
export const CONSOLE_TOKEN = 'console-jwt';

/** Opens the console as its page does from the link's address. */
export function openConsole(): void {
  useConsoleToken.setState({ token: CONSOLE_TOKEN });
}

/** What the link's check answers: the Q3 drill of Ransomware at Dawn, no events unless given. */
export function makeFacilitatorLogin(changes: Partial<FacilitatorLogin> = {}): FacilitatorLogin {
  return {
    type: 'success',
    scenario: 'Ransomware at Dawn',
    identifier: 'Q3 drill',
    events: [],
    teams: ['Blue', 'Red'],
    ...changes,
  };
}

/** The exercise's state as the console reads it: closed, not started, nobody joined. */
export function makeFacilitatorStatus(changes: Partial<FacilitatorStatus> = {}): FacilitatorStatus {
  return {
    paused: '',
    responded: {},
    currentPositions: [],
    open: false,
    serverTime: Date.now(),
    startedAt: null,
    waiting: [],
    ...changes,
  };
}

/** A player in the positions list, with the line the server wrote for them. */
export function makePositionPlayer(user: string, changes: Partial<PositionPlayer> = {}) {
  return { user, events: [], ...changes } satisfies PositionPlayer;
}
