import type { ResponseOf, playerCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { playerCall } from '../calls';

type LinkAnswer = ResponseOf<typeof playerCalls.loginToken>;

const early = new Map<string, Promise<LinkAnswer>>();

/**
 * Starts the exercise link's check (loginToken) as the app starts, before the player page's
 * code has arrived (routes.tsx calls it for /e/:token), so the answer travels while the code
 * downloads. The page's first check of that token takes it (`takeEarlyLinkCheck`).
 */
export function startEarlyLinkCheck(token: string): void {
  if (!token || early.has(token)) return;
  const answer = callApi(playerCall('loginToken'), { token });
  answer.catch(() => undefined); // read (and reported) by the page that takes it
  early.set(token, answer);
}

/** The early check of this token, once: a retry or a later visit asks the server again. */
export function takeEarlyLinkCheck(token: string): Promise<LinkAnswer> | undefined {
  const answer = early.get(token);
  early.delete(token);
  return answer;
}
