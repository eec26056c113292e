import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The version of a package as the server resolves it (its package.json, found above the entry
 * point when the package does not export it), and the version server/package.json pins.
 */
export function installedVersion(name: string): { installed: string; pinned: string | undefined } {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (manifest.name === name) return { installed: manifest.version, pinned: pinned(name) };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${name}`);
    dir = parent;
  }
}

function pinned(name: string): string | undefined {
  const server = JSON.parse(
    fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { dependencies: Record<string, string> };
  return server.dependencies[name];
}
