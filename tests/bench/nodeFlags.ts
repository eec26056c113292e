/**
 * The Node flags `npm start` runs the server with (server/package.json's start script, e.g.
 * the young generation's size), so every bench module measures the server's heap as production
 * runs it. BENCH_NODE_FLAGS="--flag ..." replaces them, to compare two settings ("" for none).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function startScriptFlags(manifestText: string): string[] {
  const manifest = JSON.parse(manifestText) as { scripts?: Record<string, string> };
  return (manifest.scripts?.start ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
}

export function serverNodeFlags(): string[] {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override !== undefined) return override.split(/\s+/).filter(Boolean);
  return startScriptFlags(fs.readFileSync(path.join(ROOT, 'server/package.json'), 'utf8'));
}
