/**
 * Simulated players in their own process: socket.io clients (the product's path), raw ws
 * clients (the baseline) or REST pollers (the fallback). Each measures, for every event, the
 * time from its due moment to the moment this process sees it, and checks the sequence.
 */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '@dojo/protocol';
import type { FromPlayers, ToPlayers } from './protocolMessages';

interface Seen {
  ids: Map<string, number>;
  lastSeq: number;
  seqGaps: number;
  duplicated: number;
}

interface MailPush {
  seq: number;
  serverTime: number;
  data: { events: { id: string; displayAt?: number }[]; clock?: { gameTime: number } };
}

const send = (message: FromPlayers) => process.send?.(message);
const seen: Seen[] = [];
const latencies: number[] = [];
const errors: string[] = [];
const entries: number[] = [];
const firstPushes: number[] = [];
/** Stop making requests: run when a collect ends, so no load follows its report. */
const stoppers: Array<() => void> = [];
/**
 * Close the connections: run only when the bench stops this process, so the server's work
 * for a thousand disconnects is never counted in the run it just measured.
 */
const closers: Array<() => void> = [];

function record(state: Seen, id: string, latency: number) {
  if (state.ids.has(id)) {
    state.duplicated += 1;
    return;
  }
  state.ids.set(id, latency);
  latencies.push(latency);
}

function checkSeq(state: Seen, seq: number) {
  if (state.lastSeq !== 0 && seq !== state.lastSeq + 1) {
    if (seq <= state.lastSeq) state.duplicated += 1;
    else state.seqGaps += 1;
  }
  state.lastSeq = seq;
}

/** `receivedAt`: when the push's packet arrived, before the client library decoded it. */
function onMail(state: Seen, push: MailPush, receivedAt: number) {
  checkSeq(state, push.seq);
  const gameTime = push.data.clock?.gameTime ?? 0;
  for (const event of push.data.events) {
    if (event.displayAt === undefined || state.ids.has(event.id)) continue;
    const due = push.serverTime - (gameTime - event.displayAt);
    record(state, event.id, receivedAt - due);
  }
}

/** `enteredAt`: a campaign player's entry answer, to time the first push from. */
function connectSocket(url: string, token: string, state: Seen, enteredAt?: number): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = io(url, {
      auth: { token, protocol: PROTOCOL_VERSION },
      transports: ['websocket'],
      reconnection: false,
    });
    // Stamped as the packet arrives, as the raw ws client stamps its message before parsing
    // it: socket.io's decoding (its JSON.parse of the push among it) runs after the stamp,
    // as the raw client's JSON.parse does (docs/performance.md, "Issue 36, session 19").
    let arrivedAt = 0;
    socket.io.on('open', () => {
      socket.io.engine.on('packet', () => {
        arrivedAt = Date.now();
      });
    });
    if (enteredAt !== undefined)
      socket.once('mail.changed', () => firstPushes.push(arrivedAt - enteredAt));
    socket.on('mail.changed', (push: MailPush) => onMail(state, push, arrivedAt));
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      errors.push(error.message);
      resolve();
    });
    closers.push(() => socket.disconnect());
  });
}

function connectWs(url: string, state: Seen): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('message', (raw: Buffer) => {
      const receivedAt = Date.now();
      const push = JSON.parse(raw.toString()) as {
        seq: number;
        events: { id: string; dueAt: number }[];
      };
      checkSeq(state, push.seq);
      for (const event of push.events) record(state, event.id, receivedAt - event.dueAt);
    });
    socket.once('open', () => resolve());
    socket.once('error', (error) => {
      errors.push(error.message);
      resolve();
    });
    closers.push(() => socket.close());
  });
}

/** A campaign player: enters through their link (starting their clock), then connects. */
function enterLater(url: string, link: string, state: Seen, delayMs: number) {
  const timer = setTimeout(() => {
    void (async () => {
      try {
        const started = Date.now();
        const response = await fetch(`${url}/api/loginToken`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: link }),
        });
        const session = (await response.json()) as { token?: string };
        const enteredAt = Date.now();
        entries.push(enteredAt - started);
        if (!session.token) throw new Error(`entry refused: ${JSON.stringify(session)}`);
        await connectSocket(url, session.token, state, enteredAt);
      } catch (error) {
        errors.push((error as Error).message);
      }
    })();
  }, delayMs);
  stoppers.push(() => clearTimeout(timer));
}

function startPolling(url: string, credential: string, state: Seen) {
  const [token, player, team] = credential.split('|');
  let stopped = false;
  const poll = async () => {
    if (stopped) return;
    try {
      const response = await fetch(`${url}/api/getMailFacilitated`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, player, team }),
      });
      const mailbox = (await response.json()) as MailPush['data'];
      const gameTime = mailbox.clock?.gameTime ?? 0;
      for (const event of mailbox.events ?? []) {
        if (event.displayAt !== undefined && !state.ids.has(event.id)) {
          record(state, event.id, gameTime - event.displayAt);
        }
      }
    } catch (error) {
      errors.push((error as Error).message);
    }
    if (!stopped) timer = setTimeout(() => void poll(), 5_000);
  };
  let timer = setTimeout(() => void poll(), Math.random() * 5_000);
  stoppers.push(() => {
    stopped = true;
    clearTimeout(timer);
  });
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

process.on('message', (message: ToPlayers) => void onMessage(message));
process.once('disconnect', () => {
  closers.splice(0).forEach((close) => close());
  process.exit(0);
});

async function onMessage(message: ToPlayers): Promise<void> {
  if (message.type === 'connect') {
    const { mode, url, tokens } = message;
    if (mode === 'campaign') {
      const step = (message.spreadMs ?? 0) / Math.max(1, tokens.length);
      tokens.forEach((link, n) => {
        const state: Seen = { ids: new Map(), lastSeq: 0, seqGaps: 0, duplicated: 0 };
        seen.push(state);
        enterLater(url, link, state, n * step);
      });
      send({ type: 'connected', count: seen.length, errors: [] });
      return;
    }
    await inBatches(tokens, 50, async (token) => {
      const state: Seen = { ids: new Map(), lastSeq: 0, seqGaps: 0, duplicated: 0 };
      seen.push(state);
      if (mode === 'socket') await connectSocket(url, token, state);
      else if (mode === 'ws') await connectWs(url, state);
      else startPolling(url, token, state);
    });
    send({ type: 'connected', count: seen.length, errors: errors.splice(0) });
    return;
  }
  const deadline = Date.now() + message.timeoutMs;
  const complete = () =>
    seen.every((state) => message.expectedIds.every((id) => state.ids.has(id)));
  while (!complete() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const expected = seen.length * message.expectedIds.length;
  const received = seen.reduce(
    (sum, state) => sum + message.expectedIds.filter((id) => state.ids.has(id)).length,
    0,
  );
  stoppers.splice(0).forEach((stop) => stop());
  send({
    type: 'report',
    latencies,
    expected,
    received,
    missed: expected - received,
    duplicated: seen.reduce((sum, state) => sum + state.duplicated, 0),
    seqGaps: seen.reduce((sum, state) => sum + state.seqGaps, 0),
    errors,
    entries,
    firstPushes,
  });
}
