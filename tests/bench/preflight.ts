/**
 * What the bench needs, checked before its first module so a run never loses 12 minutes to a
 * missing browser: Debian's chromium (the browser module), the built web app and server (the
 * browser and start-up modules run them as `npm start` does), enough open files for 5,000
 * sockets on each side, and a free loopback port.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The server and the players' processes each hold one end of 5,000 sockets, and their files. */
const OPEN_FILES_NEEDED = 6_000;

/** What one module needs beyond Node. */
export interface Need {
  /** A sentence saying what is missing and how to get it; undefined when it is there. */
  check(): Promise<string | undefined> | string | undefined;
  /** The modules that need it (none: every module). */
  modules?: string[];
}

const exists = (file: string) => fs.existsSync(path.join(ROOT, file));

/** The soft limit on open files of this process, from /proc (Linux); undefined elsewhere. */
function openFilesLimit(): number | undefined {
  const limits = fs.existsSync('/proc/self/limits')
    ? fs.readFileSync('/proc/self/limits', 'utf8')
    : '';
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined ? undefined : soft === 'unlimited' ? Infinity : Number(soft);
}

function loopbackPort(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(`no free loopback port (${error.message})`));
    probe.listen(0, '127.0.0.1', () => probe.close(() => resolve(undefined)));
  });
}

export const NEEDS: Need[] = [
  {
    modules: ['browser'],
    check: () => {
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      return fs.existsSync(chromium)
        ? undefined
        : `no Chromium at ${chromium}: apt-get install chromium (or set CHROMIUM_PATH)`;
    },
  },
  {
    modules: ['browser'],
    check: () =>
      exists('web/dist/index.html') ? undefined : 'no built web app (web/dist): npm run build',
  },
  {
    modules: ['browser', 'startup'],
    check: () =>
      exists('server/dist/main.js') ? undefined : 'no built server (server/dist): npm run build',
  },
  {
    modules: ['delivery', 'capacity', 'campaign', 'polling'],
    check: () => {
      const limit = openFilesLimit();
      return limit === undefined || limit >= OPEN_FILES_NEEDED
        ? undefined
        : `open files limited to ${limit}, ${OPEN_FILES_NEEDED} needed for 5,000 players: ulimit -n ${OPEN_FILES_NEEDED}`;
    },
  },
  { check: loopbackPort },
];

/** What the chosen modules lack, one sentence each (empty: the run can start). */
export async function missing(modules: readonly string[], needs = NEEDS): Promise<string[]> {
  const found: string[] = [];
  for (const need of needs) {
    if (need.modules && !need.modules.some((name) => modules.includes(name))) continue;
    const problem = await need.check();
    if (problem) found.push(problem);
  }
  return found;
}
