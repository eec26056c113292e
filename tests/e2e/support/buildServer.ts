import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Global setup: the server as production runs it (server/dist), rebuilt once per e2e run (~2 s). */
export default function buildServer(): void {
  const root = path.resolve(import.meta.dirname, '../../..');
  execFileSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
}
