// `npm run build -w @dojo/server`: the server compiled for production, one ES module in
// server/dist with the workspace packages (protocol, scheduler) bundled in and every npm
// dependency left to node_modules. `npm start` runs it with plain node; tsx is for dev and tests.
import { build } from 'esbuild';
import fs from 'node:fs';

const manifest = (dir) =>
  JSON.parse(fs.readFileSync(new URL(`${dir}/package.json`, import.meta.url)));
const external = ['.', '../protocol', '../scheduler']
  .flatMap((dir) => Object.keys(manifest(dir).dependencies ?? {}))
  .filter((name) => !name.startsWith('@dojo/'));

await build({
  entryPoints: [new URL('src/main.ts', import.meta.url).pathname],
  outfile: new URL('dist/main.js', import.meta.url).pathname,
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
