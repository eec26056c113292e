import type { Mailbox, ResponseOf, TeamRef, playerCalls } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { storedNdaAgreed } from '../../shared/session/ndaAgreement';
import { playerCall } from '../calls';
import { isCurrentExercise, playerStorage } from '../storage/exerciseStorage';

type LinkAnswer = ResponseOf<typeof playerCalls.loginToken>;

const early = new Map<string, Promise<LinkAnswer>>();
const arrived = new Map<string, LinkAnswer>();
const earlyInbox = new Map<string, Promise<Mailbox>>();
const arrivedInbox = new Map<string, Mailbox>();

/**
 * Starts the exercise link's check (loginToken) as the app starts, before the player page's
 * code has arrived (routes.tsx calls it for /e/:token), so the answer travels while the code
 * downloads. The page's first check of that token takes it (`takeEarlyLinkCheck`).
 */
export function startEarlyLinkCheck(token: string): void {
  if (!token || early.has(token)) return;
  const answer = callApi(
    playerCall('loginToken'),
    { token },
    { beforeCheck: (body, status) => startEarlyInboxRead(token, body, status) },
  );
  answer.then(
    (body) => early.has(token) && arrived.set(token, body),
    () => undefined, // read (and reported) by the page that takes it
  );
  early.set(token, answer);
}

/**
 * The early check's answer for `token`, once it has arrived and passed its check, and until
 * the page takes it: a page whose code came after the answer opens on it in its first render.
 */
export function arrivedEarlyLinkCheck(token: string): LinkAnswer | undefined {
  return arrived.get(token);
}

/** The early check of this token, once: a retry or a later visit asks the server again. */
export function takeEarlyLinkCheck(token: string): Promise<LinkAnswer> | undefined {
  const answer = early.get(token);
  early.delete(token);
  arrived.delete(token);
  return answer;
}

/** The fields of a campaign player's link answer the inbox read needs, read defensively. */
function campaignPlayer(body: unknown): { token: string; user: string; team?: TeamRef } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { type, facilitated, token, user, team } = body as Record<string, unknown>;
  if (type !== 'success' || facilitated !== false) return null;
  if (typeof token !== 'string' || !token || typeof user !== 'string') return null;
  const known = typeof team === 'number' || typeof team === 'string' ? { team } : {};
  return { token, user, ...known };
}

/**
 * A returning player (this exercise, its NDA agreed on this device, a campaign link) sees the
 * inbox next: it is read as soon as the link's answer arrives, before that answer's check
 * (which waits for the protocol's chunk) and before the page has rendered. The page's first
 * inbox read takes it (`takeEarlyInboxRead`): still one read per page load (docs/player.md,
 * "Real time"); its own answer is checked as any other.
 */
function startEarlyInboxRead(link: string, body: unknown, status: number): void {
  const session = status === 200 ? campaignPlayer(body) : null;
  if (!session) return;
  const storage = playerStorage();
  if (!storage || !isCurrentExercise(storage, link) || !storedNdaAgreed()) return;
  const read = callApi(playerCall('getMail'), {
    token: session.token,
    player: session.user,
    team: session.team,
  });
  read.then(
    (mailbox) => earlyInbox.has(session.token) && arrivedInbox.set(session.token, mailbox),
    () => undefined, // read (and reported) by the page that takes it
  );
  earlyInbox.set(session.token, read);
}

/** The early inbox read for this player token, once. */
export function takeEarlyInboxRead(playerToken: string): Promise<Mailbox> | undefined {
  const read = earlyInbox.get(playerToken);
  earlyInbox.delete(playerToken);
  arrivedInbox.delete(playerToken);
  return read;
}

/**
 * The early inbox read's answer, once, if it has already arrived (and passed its check): the
 * inbox opens on it in its first paint instead of a loading state and a second render.
 */
export function takeArrivedInboxRead(playerToken: string): Mailbox | undefined {
  const mailbox = arrivedInbox.get(playerToken);
  if (mailbox) {
    earlyInbox.delete(playerToken);
    arrivedInbox.delete(playerToken);
  }
  return mailbox;
}
