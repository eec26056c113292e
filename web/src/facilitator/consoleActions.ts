import {
  facilitatorCalls,
  type FacilitatorStatus,
  type PausedState,
  type Status,
  type TimeSetting,
} from '@dojo/protocol';
import { callApi } from '../shared/api';
import { queryClient, queryKeys } from '../shared/query';
import { applyConsoleState, refreshConsole, useConsoleToken } from './consoleData';

/** The console's clock and team calls, with the link token; the status follows each write. */
function token(): string {
  return useConsoleToken.getState().token;
}

async function after<T>(answer: T, state?: { paused: PausedState; open: boolean }): Promise<T> {
  if (state) applyConsoleState(token(), state);
  await refreshConsole(token());
  return answer;
}

function current() {
  const status = queryClient.getQueryData<FacilitatorStatus>(queryKeys.facilitator.status(token()));
  return { paused: status?.paused ?? '', open: status?.open ?? false };
}

/** Answers the failure message when the server says no in its `{type, data}` shape. */
function failure(answer: unknown): string | null {
  const status = answer as Partial<Status> | null;
  return status && typeof status === 'object' && status.type === 'failed'
    ? (status.data ?? 'The server refused.')
    : null;
}

export async function openToPlayers(): Promise<string | null> {
  const answer = await callApi(facilitatorCalls.openExercise, { token: token() });
  return failure(answer) ?? (await after(null, { ...current(), open: true }));
}

export async function startOrResume(): Promise<string | null> {
  const answer = await callApi(facilitatorCalls.continueFacilitated, { token: token() });
  return failure(answer) ?? (await after(null, { ...current(), paused: 'false' }));
}

export async function pause(): Promise<string | null> {
  const answer = await callApi(facilitatorCalls.pauseFacilitated, { token: token() });
  return failure(answer) ?? (await after(null, { ...current(), paused: 'true' }));
}

/** Moves game time forward; answers the server's message. */
export async function pushTime(minutes: number): Promise<Status> {
  const answer = await callApi(facilitatorCalls.pushFacilitatorEvent, {
    token: token(),
    time: minutes,
  });
  return after(answer);
}

export async function changeTeam(player: string, team: string): Promise<Status> {
  return callApi(facilitatorCalls.changePlayerTeam, { token: token(), player, team });
}

/** A player's time setting, live (docs/extra-time.md); the status follows the write. */
export async function changeTimeSetting(player: string, timeSetting: TimeSetting): Promise<Status> {
  return after(
    await callApi(facilitatorCalls.changePlayerTimeSetting, {
      token: token(),
      player,
      timeSetting,
    }),
  );
}

/**
 * Lets a player enter again from another device (docs/facilitator.md, "Let back in"): the
 * server forgets the alias's device, so the player's next join is accepted.
 */
export async function letPlayerBackIn(player: string): Promise<Status> {
  return callApi(facilitatorCalls.letPlayerBackIn, { token: token(), player });
}

export async function resetCampaign(): Promise<Status> {
  return after(await callApi(facilitatorCalls.resetCampaign, { token: token() }));
}
