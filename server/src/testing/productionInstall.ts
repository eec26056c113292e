import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** What an operator's production install is made of: the manifests, the lock, the built server. */
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  ...['protocol', 'scheduler', 'server', 'web', 'tests'].map((dir) => `${dir}/package.json`),
];

/**
 * A production install as an operator makes one: the server built (`server/build.mjs`), then
 * `npm ci --omit=dev` in a folder holding only the manifests, the lock and `server/dist`, so
 * no dev dependency (tsx, esbuild, vitest) and no source is there. npm takes the packages from
 * its cache when it has them. Returns the folder; the caller removes it.
 */
export function productionInstall(): string {
  execFileSync(process.execPath, ['server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dojo-production-'));
  for (const file of MANIFESTS) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  fs.cpSync(path.join(ROOT, 'server/dist'), path.join(dir, 'server/dist'), { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(
    npm,
    ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir, stdio: 'ignore' },
  );
  return dir;
}
