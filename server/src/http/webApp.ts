import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every other GET that is not an API or socket path answered with index.html (client routes).
 * Both are compressed for browsers that accept it: the scripts are what a player on a phone
 * waits for (docs/performance.md, "What the browser downloads").
 */
export function webApp(distDir: string): RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fallback: RequestHandler = (req, res, next) => {
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
    res.sendFile(indexFile);
  };
  return [compression(), assets, fallback];
}
