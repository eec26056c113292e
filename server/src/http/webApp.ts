import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The encodings the build writes next to each asset (web/vite.compress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * A hashed asset's copy compressed at build time, in the best encoding the browser accepts:
 * Brotli at its top quality is about 14% smaller than what `compression()` makes per request
 * (docs/performance.md, "What the browser downloads"). Anything without a copy goes on.
 */
function precompressedAssets(distDir: string): RequestHandler {
  const assetsDir = path.join(distDir, 'assets');
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.path.startsWith('/assets/')) return next();
    const file = path.join(assetsDir, path.basename(req.path));
    if (file !== path.join(distDir, req.path) || !fs.existsSync(file)) return next();
    res.vary('Accept-Encoding');
    // Ours first, not the browser's order: every browser lists gzip before br.
    const copy = PRECOMPRESSED.find(
      ({ encoding, suffix }) => req.acceptsEncodings(encoding) && fs.existsSync(file + suffix),
    );
    if (!copy) return next();
    res.setHeader('Content-Encoding', copy.encoding);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type(path.extname(file));
    res.sendFile(file + copy.suffix, (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/** An exercise link's page, `/e/{token}` or `/exercise/{token}` (web/src/firstScreen.ts). */
const EXERCISE_LINK = /^\/(e|exercise)\/[^/]+\/?$/i;

/** Where the build names the protocol's chunk without fetching it (web/vite.preload.ts). */
const PROTOCOL_FILES = /<meta name="dojo-protocol-files" content="([^"]*)"\s*\/?>/;

/**
 * index.html for an exercise link: the protocol's chunk (zod and the schemas) asked for by the
 * page itself, as its first scripts are. The link's answer and the player's first inbox read
 * are checked with it, and asked for by the app's start it began only once the entry script
 * had come and run: the first e-mail showed about 250 ms later on the phone profile
 * (docs/performance.md). Other pages leave it named only: the catalogue paints first.
 */
export function withProtocolPreload(html: string): string {
  const named = PROTOCOL_FILES.exec(html);
  if (!named) return html;
  const links = (named[1] ?? '')
    .split(' ')
    .filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return html.replace(named[0], [named[0], ...links].join('\n    '));
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every other GET that is not an API or socket path answered with index.html (client routes).
 * Both are compressed for browsers that accept it, the assets ahead of time: the scripts are
 * what a player on a phone waits for (docs/performance.md, "What the browser downloads").
 */
export function webApp(distDir: string): RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  const fallback: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/socket.io')) return next();
    // A script of an older build is gone: a 404, so the page reloads (web/src/main.tsx)
    // rather than running a page as a script.
    if (req.path.startsWith('/assets/')) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (EXERCISE_LINK.test(req.path)) {
      res.type('html').send(withProtocolPreload(await fs.promises.readFile(indexFile, 'utf8')));
      return;
    }
    res.sendFile(indexFile);
  };
  return [precompressedAssets(distDir), compression(), assets, fallback];
}
