// `npm run build -w @dojo/server`: the server compiled for production, ES modules in server/dist
// with the workspace packages (protocol, scheduler) bundled in and every npm dependency left to
// node_modules: `main.js`, which `npm start` runs with plain node, and `backup.js`, the online
// backup `npm run backup` runs, and `verify-evidence.js`, the evidence check `npm run
// verify-evidence` runs (so a production install, `npm ci --omit=dev`, has them all; tsx is for
// dev and tests).
import { build } from 'esbuild';
import fs from 'node:fs';

const manifest = (dir) =>
  JSON.parse(fs.readFileSync(new URL(`${dir}/package.json`, import.meta.url)));
const external = ['.', '../protocol', '../scheduler']
  .flatMap((dir) => Object.keys(manifest(dir).dependencies ?? {}))
  .filter((name) => !name.startsWith('@dojo/'));

await build({
  entryPoints: {
    main: new URL('src/main.ts', import.meta.url).pathname,
    backup: new URL('src/ops/backup.ts', import.meta.url).pathname,
    'verify-evidence': new URL('src/ops/verifyEvidence.ts', import.meta.url).pathname,
  },
  outdir: new URL('dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  // Stack traces need the mappings only: the sources' text would be parsed and held by every
  // process started with --enable-source-maps (docs/performance.md, "Start-up and idle memory").
  sourcesContent: false,
  external,
  logLevel: 'warning',
});
