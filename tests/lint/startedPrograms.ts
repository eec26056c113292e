import fs from 'node:fs';
import path from 'node:path';

/** The Debian package of each program the code, tests or scripts start. */
export const PROGRAM_PACKAGES: Record<string, string> = {
  chromium: 'chromium',
  pdftoppm: 'poppler-utils',
  ffmpeg: 'ffmpeg',
  openssl: 'openssl',
  sha256sum: 'coreutils',
};

/** What every machine has before .ci/run: Node and npm themselves, the shell, git. */
const ON_EVERY_MACHINE = new Set(['node', 'npm', 'npx', 'bash', 'sh', 'git', 'kill']);

/** Where code that starts programs lives. */
const SOURCE_DIRS = ['protocol/src', 'scheduler/src', 'server', 'web', 'tests'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|cjs)$/;

/** A call of execFileSync, spawn, execSync... on a string literal: its first word. */
const STARTS =
  /\b(?:execFileSync|execFile|spawnSync|spawn|execSync|exec|fork)\(\s*['"`]([^'"`\s]+)[^'"`]*['"`]/g;
/** A program named by its absolute path (a browser's executablePath). */
const BY_PATH = /['"`]\/(?:usr\/)?s?bin\/([a-zA-Z0-9_.+-]+)['"`]/g;

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (SOURCE_FILE.test(entry.name)) yield file;
  }
}

/** Each program started by name under `root`, with the files that start it. */
export function programsStarted(root: string, skip: string[] = []): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS)
    for (const file of sourceFiles(path.join(root, dir))) {
      if (skip.includes(path.relative(root, file))) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of [STARTS, BY_PATH])
        for (const [, program] of text.matchAll(pattern)) {
          if (!program || ON_EVERY_MACHINE.has(program)) continue;
          const files = found.get(program) ?? [];
          const relative = path.relative(root, file);
          if (!files.includes(relative)) files.push(relative);
          found.set(program, files);
        }
    }
  return found;
}

/** The packages of `.ci/run`'s `DEBIAN_PACKAGES=(...)` list. */
export function ciPackages(ciRun: string): string[] {
  const list = /^DEBIAN_PACKAGES=\(([^)]*)\)/m.exec(ciRun)?.[1] ?? '';
  return list.split(/\s+/).filter(Boolean);
}
