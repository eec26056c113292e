import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text assets (scripts, styles, drawings, the catalogues). */
const TEXT = /\.(js|mjs|css|svg|json|html)$/;

/**
 * Writes each hashed text asset's Brotli (`.br`, quality 11) and gzip (`.gz`, level 9) copy next
 * to it at build time, so the server sends the smallest form without compressing per request
 * (server/src/http/webApp.ts). Brotli at its top quality is about 14% smaller than the gzip a
 * server compresses on the fly, and far too slow to run per request (docs/performance.md, "What
 * the browser downloads"). The plan build (`--mode plan`) is never served: it writes none.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'dojo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = config.mode === 'plan';
    },
    async writeBundle(_options, bundle) {
      if (skip) return;
      const files = Object.keys(bundle).filter(
        (file) => file.startsWith('assets/') && TEXT.test(file),
      );
      // zlib runs on libuv's pool: the files compress in parallel.
      await Promise.all(files.map((file) => writeCompressed(path.join(outDir, file))));
    },
  };
}

async function writeCompressed(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // A tiny file can come out larger: it is sent as it is (or compressed per request).
  const copies = Object.entries({ br, gz }).filter(([, copy]) => copy.length < source.length);
  await Promise.all(copies.map(([suffix, copy]) => writeFile(`${file}.${suffix}`, copy)));
}
