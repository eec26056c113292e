import type { RequestHandler } from 'express';
import { requestedRange } from './byteRange';
import type { MediaService } from './media.service';

/**
 * Media are never run as documents: no scripts, no plugins, no same-origin access even when
 * an SVG is opened on its own (the policy GitHub uses for raw files).
 */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const FOREVER = 'public, max-age=31536000, immutable';

function notFoundText(res: Parameters<RequestHandler>[1]) {
  res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('Not found');
}

/**
 * GET /media/<name>: public, as players' browsers load media by address. A generated name
 * never changes, so it is cached for a year; a profile-picture alias is revalidated.
 */
export function serveMedia(media: MediaService): RequestHandler {
  return async (req, res) => {
    const name = String(req.params.name ?? '');
    const found = await media.resolve(name);
    const stored = found ? await media.open(found.doc._id) : null;
    if (!found || !stored) return notFoundText(res);

    const etag = `"${found.doc._id}"`;
    res.setHeader('Content-Type', found.doc.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', MEDIA_CSP);
    // Mail clients (webmail on another origin) show a client's logo from here: helmet's
    // default `same-origin` would block it (docs/mail-and-jobs.md).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Cache-Control', found.immutable ? FOREVER : 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();

    const range = requestedRange(req.headers.range, stored.size);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${stored.size}`);
      return void res.status(416).type('text/plain').send('Range not satisfiable');
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`);
    }
    res.setHeader('Content-Length', range ? range.end - range.start + 1 : stored.size);
    if (req.method === 'HEAD') return void res.end();
    const stream = stored.open(range ?? undefined);
    stream.once('error', (error) => res.destroy(error));
    stream.pipe(res);
  };
}
