import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { Metrics } from './metrics';

/** Times every request that reaches the features, labelled by the call it matched. */
export function httpTimings(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The declared path, never the raw URL: unknown paths share one label.
      const route = (req.route as { path?: unknown } | undefined)?.path;
      const call = typeof route === 'string' ? route : 'unmatched';
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      metrics.http.observe({ method: req.method, call, status }, seconds);
    });
    next();
  };
}

function bearerMatches(req: Request, token: string): boolean {
  const given = Buffer.from(req.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` for Prometheus. Off unless METRICS_TOKEN is set (then 404, as if absent);
 * on, only `Authorization: Bearer <METRICS_TOKEN>` reads it (401 otherwise).
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    if (!token) {
      res.status(404).type('text/plain').send('Metrics are off: set METRICS_TOKEN.');
      return;
    }
    if (!bearerMatches(req, token)) {
      res.status(401).set('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
